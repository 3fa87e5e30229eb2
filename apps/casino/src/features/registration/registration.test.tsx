import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderApp, type Answer } from '../../../test/app-harness';
import * as registration from '../../routes/registration';

const countries = () =>
  json([
    { name: 'Suomi', dialCode: '+358', code: 'FIN' },
    { name: 'Eesti', dialCode: '+372', code: 'EST' },
    { name: 'Sverige', dialCode: '+46', code: 'SWE' },
  ]);

/** Renders the registration page; every registerPlayer call's form body is kept in `bodies`. */
function open(path: string, answer: Answer = () => json({ success: true })) {
  const bodies: URLSearchParams[] = [];
  const app = renderApp({
    path,
    pages: { REGISTRATION: registration },
    answers: {
      'GET /content/countries': countries,
      'POST /player-api/player/registerPlayer': async (request) => {
        bodies.push(new URLSearchParams(await request.clone().text()));
        return answer(request);
      },
    },
  });
  return { ...app, bodies };
}

/** The text of what a field's control is described by: its hint and its error. */
function descriptionOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** The page rendered and the app running (its fields take typing); the first render loads the page's code. */
const ready = (label = 'E-mail') =>
  waitFor(() => expect(screen.getByLabelText(label).hasAttribute('readonly')).toBe(false), { timeout: 10_000 });

/** A birth date that makes the player `age` all year round (1 January). */
const bornYearsAgo = (age: number) => `${new Date().getFullYear() - age}-01-01`;

/** Types into a field as one paste (a person's typing, without a timer per character on a busy machine). */
async function fill(label: string, value: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(value);
}

const form = () => within(screen.getByRole('main').querySelector('form') as HTMLFormElement);

/** Fills in the required fields of the English page and ticks the three boxes. */
async function fillRequired(birthDate = '1990-05-17') {
  await ready();
  await fill('E-mail', 'matti@example.com');
  await fill('Password', 'secret1');
  await fill('Repeat the password', 'secret1');
  await fill('First name', 'Matti');
  await fill('Last name', 'Meikäläinen');
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: birthDate } });
  await userEvent.click(screen.getByRole('checkbox', { name: /years old/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

const submit = () => userEvent.click(form().getByRole('button', { name: 'Create account' }));

describe('registration page', { timeout: 20_000 }, () => {
  it('puts each check on its field and sends nothing while one fails', async () => {
    const { bodies } = open('/en/registration');
    await ready();
    await submit();
    expect(await screen.findByText('Check the fields marked in red.')).toBeTruthy();
    for (const label of ['E-mail', 'Password', 'Repeat the password', 'First name', 'Last name', 'Date of birth'])
      expect(descriptionOf(screen.getByLabelText(label))).toContain('This field is required.');
    expect(descriptionOf(screen.getByLabelText('Nickname (optional)'))).not.toContain('required');
    expect(descriptionOf(screen.getByRole('checkbox', { name: /terms and conditions/ }))).toContain(
      'You must accept this to continue.',
    );
    // The first field in error takes the focus.
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(bodies).toEqual([]);
  });

  it.each([
    [{ errorCode: 180, params: { field: 'email' } }, 'E-mail', 'An account with this e-mail address already exists.'],
    [
      { errorCode: 180, params: { field: 'nickName' } },
      'Nickname (optional)',
      'This nickname is taken or not allowed.',
    ],
    [{ errorCode: 195, params: { field: 'lastName' } }, 'Last name', 'Please check the details you entered'],
    [
      { errorCode: 196, params: { location: 'body', field: 'zipCode', rule: 'maxLength' } },
      'Postcode (optional)',
      'Please check the details you entered',
    ],
    [{ errorCode: 213, params: {} }, 'Repeat the password', 'The passwords do not match.'],
  ])('shows the server error %j on the field %s', async (refusal, label, message) => {
    open('/en/registration', () => json({ success: false, error: 'Refused', ...refusal }, 400));
    await fillRequired();
    await submit();
    await waitFor(() => expect(descriptionOf(screen.getByLabelText(label))).toContain(message));
    expect(descriptionOf(screen.getByLabelText(label))).toContain(`(${refusal.errorCode})`);
    expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(label));
  });

  it('shows an error of no field under the form, and keeps everything typed', async () => {
    const { bodies } = open('/en/registration', () => json({ success: false, errorCode: 108, error: 'Blocked' }, 403));
    await fillRequired();
    await fill('Town or city (optional)', 'Espoo');
    await submit();
    expect((await form().findByRole('alert')).textContent).toContain('not available in your country');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('matti@example.com');
    expect((screen.getByLabelText('Town or city (optional)') as HTMLInputElement).value).toBe('Espoo');
    expect((screen.getByRole('checkbox', { name: /privacy policy/ }) as HTMLElement).getAttribute('aria-checked')).toBe(
      'true',
    );
    await submit();
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]!.toString()).toBe(bodies[0]!.toString());
  });

  it('asks a player in Estonia (the et page starts with it) to be 21', async () => {
    const estonia = open('/et/registreerimine');
    await ready('E-post');
    expect(screen.getByRole('checkbox', { name: /vähemalt 21-aastane/ })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sünnikuupäev'), { target: { value: bornYearsAgo(20) } });
    await userEvent.click(form().getByRole('button', { name: 'Loo konto' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Sünnikuupäev'))).toContain('Pead olema vähemalt 21-aastane.'),
    );
    expect(estonia.bodies).toEqual([]);
  });

  it('sends a 20-year-old in Finland, with every field of registerPlayer and the locale as the language', async () => {
    const { bodies } = open('/en/registration');
    await ready();
    expect(screen.getByRole('checkbox', { name: 'I am at least 18 years old.' })).toBeTruthy();
    await fillRequired(bornYearsAgo(20));
    await fill('Nickname (optional)', 'Lucky7');
    await fill('Bonus code (optional)', 'WELCOME');
    await fill('Phone number (optional)', '0401234567');
    await fill('Street address (optional)', 'Mannerheimintie');
    await fill('House and flat number (optional)', '12 B 4');
    await fill('Postcode (optional)', '00100');
    await fill('Town or city (optional)', 'Helsinki');
    await submit();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(Object.fromEntries(bodies[0]!)).toEqual({
      email: 'matti@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
      country: 'FIN',
      registrationCurrency: 'EUR',
      language: 'en',
      nickName: 'Lucky7',
      firstName: 'Matti',
      lastName: 'Meikäläinen',
      birthDate: bornYearsAgo(20),
      address: 'Mannerheimintie',
      houseNumber: '12 B 4',
      zipCode: '00100',
      city: 'Helsinki',
      phoneNumber: '+3580401234567',
      promoCode: 'WELCOME',
      ageChecked: 'true',
      policyChecked: 'true',
      privacyPolicyChecked: 'true',
    });
    // The news names the address to look in.
    const news = await screen.findByRole('heading', { level: 2, name: 'Check your e-mail' });
    expect(news.closest('[role="status"]')?.textContent).toContain('matti@example.com');
    expect(screen.getByRole('link', { name: 'Type the activation code' }).getAttribute('href')).toBe('/en/verifyemail');
  });

  it.each([
    ['/en/registration', 'FIN +358'],
    ['/rekisteroidy', 'FIN +358'],
    ['/et/registreerimine', 'EST +372'],
  ])('on %s starts with the dial code %s', async (path, dialCode) => {
    open(path);
    const trigger = await screen.findByRole(
      'combobox',
      { name: /Country code|Suuntanumero|Riigi suunakood/ },
      { timeout: 10_000 },
    );
    expect(trigger.textContent).toBe(dialCode);
  });

  it('picks the dial code and the age of the country chosen (as autofill chooses it too)', async () => {
    const { bodies } = open('/en/registration');
    await fillRequired(bornYearsAgo(20));
    await fill('Phone number (optional)', '51234567');
    const country = document.querySelector<HTMLSelectElement>('select[name="country"]')!;
    expect(country.getAttribute('autocomplete')).toBe('country');
    fireEvent.change(country, { target: { value: 'EST' } });
    expect((await screen.findByRole('combobox', { name: 'Country code' })).textContent).toBe('EST +372');
    expect(screen.getByRole('combobox', { name: 'Country of residence' }).textContent).toContain('Estonia');
    // The age box now says 21, and so does the rule.
    expect(screen.getByRole('checkbox', { name: 'I am at least 21 years old.' })).toBeTruthy();
    await submit();
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Date of birth'))).toContain('You must be at least 21 years old.'),
    );
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: bornYearsAgo(21) } });
    await submit();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.get('country')).toBe('EST');
    expect(bodies[0]!.get('phoneNumber')).toBe('+37251234567');
  });

  it('links the terms and the privacy policy to their pages, in a new tab', async () => {
    open('/en/registration');
    await ready();
    for (const [name, href] of [
      [/Read the terms/, '/en/terms'],
      [/Read the privacy policy/, '/en/privacy'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.textContent).toContain('(opens in a new tab)');
    }
  });

  it('sends a logged-in player on, as the login page does', async () => {
    const { router } = renderApp({
      path: '/en/registration?redirectUrl=%2Fen%2Fgames',
      pages: { REGISTRATION: registration },
      signedIn: true,
      answers: {
        'GET /content/countries': countries,
        'GET /player-api/player': () => json({ success: true, userId: 7, nickName: 'Teppo' }),
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/games'), { timeout: 10_000 });
  });
});
