import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderApp, type Answer } from '../../../test/app-harness';
import { formOf, openingOn, playerAnswers, SLOW } from '../../shared/profile-panel/panel-testing';

const SEND = 'POST /player-api/player/support/message';
const stored = () => json({ success: true, id: 17, createdTime: '2026-03-01T18:22:05Z' });

/** The panel opened on customer support (en) for the test player, teppo@example.com. */
function openSupport(answers: Record<string, Answer> = {}) {
  const rendered = renderApp({
    path: '/en',
    pages: { HOME: openingOn('customer-support') },
    signedIn: true,
    answers: { ...playerAnswers(), ...answers },
  });
  return { ...rendered, sends: () => rendered.requests.filter((request) => request === SEND) };
}

const form = async () => screen.findByRole('region', { name: 'Write to us' }, SLOW);
const field = (region: HTMLElement, name: string) => within(region).getByRole('textbox', { name });

describe('customer support: the contact form', { timeout: 30_000 }, () => {
  it('shows the address it answers to, read-only, with the e-mail link below and no chat without the widget', async () => {
    openSupport();
    const region = await form();
    const address = within(region).getByRole('textbox', { name: 'Your e-mail' }) as HTMLInputElement;
    expect(address.value).toBe('teppo@example.com');
    expect(address.readOnly).toBe(true);
    expect(screen.getByText('We will answer to this address.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Send an e-mail/ }).getAttribute('href')).toBe('mailto:support@kasino.fi');
    expect(screen.queryByRole('button', { name: 'Open the chat' })).toBeNull();
  });

  it('flags the empty fields and a subject too long before anything is sent', async () => {
    const user = userEvent.setup();
    const { sends } = openSupport({ [SEND]: stored });
    const region = await form();
    const send = within(region).getByRole('button', { name: 'Send message' });
    await user.click(send);
    expect(field(region, 'Subject').getAttribute('aria-invalid')).toBe('true');
    expect(within(region).getByText('Enter a subject.')).toBeTruthy();
    expect(within(region).getByText('Write your message.')).toBeTruthy();

    // Typing takes a field's 'required' away; 121 characters flag the subject at once.
    await user.type(field(region, 'Subject'), 'a'.repeat(121));
    expect(within(region).queryByText('Enter a subject.')).toBeNull();
    expect(within(region).getByText('The subject can be at most 120 characters long.')).toBeTruthy();
    expect(within(region).getByText('Write your message.')).toBeTruthy();
    await user.type(field(region, 'Subject'), '{Backspace}');
    expect(within(region).queryByText('The subject can be at most 120 characters long.')).toBeNull();

    const message = field(region, 'Message');
    await user.click(message);
    await user.paste('b'.repeat(5001));
    expect(within(region).getByText('The message can be at most 5000 characters long.')).toBeTruthy();
    expect(within(region).getByText('5001 / 5000 characters')).toBeTruthy();
    await user.click(send);
    expect(sends()).toEqual([]);
  });

  it('sends what was typed, without the address, shows it busy, then the confirmation; another starts afresh', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    let body: Record<string, string> = {};
    const { sends } = openSupport({
      [SEND]: async (request) => {
        body = await formOf(request);
        return new Promise((resolve) => (answer = resolve));
      },
    });
    const region = await form();
    await user.type(field(region, 'Subject'), ' Deposit missing ');
    await user.type(field(region, 'Message'), 'I deposited 50 €.{Enter}It is not in my balance.');
    expect(within(region).getByText('42 / 5000 characters')).toBeTruthy();
    const send = within(region).getByRole('button', { name: 'Send message' });
    await user.click(send);
    await waitFor(() => expect(send.getAttribute('aria-busy')).toBe('true'));
    await user.click(send);
    expect(body).toEqual({ subject: 'Deposit missing', message: 'I deposited 50 €.\nIt is not in my balance.' });

    answer(stored());
    const status = await within(region).findByText('Message sent');
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(
      within(region).getByText('A copy went to teppo@example.com. We will answer there as soon as we can.'),
    ).toBeTruthy();
    expect(within(region).getByText('Your message number is 17.')).toBeTruthy();
    expect(within(region).queryByRole('textbox', { name: 'Subject' })).toBeNull();
    expect(sends()).toHaveLength(1);
    const another = within(region).getByRole('button', { name: 'Write another message' });
    await waitFor(() => expect(document.activeElement).toBe(another));

    await user.click(another);
    await waitFor(() => expect(document.activeElement).toBe(field(region, 'Subject')));
    expect((field(region, 'Subject') as HTMLInputElement).value).toBe('');
    expect((field(region, 'Message') as HTMLTextAreaElement).value).toBe('');
    expect(within(region).queryByText('Message sent')).toBeNull();
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    const user = userEvent.setup();
    openSupport({ [SEND]: () => json({ success: false, errorCode: 429, error: 'Too many requests' }, 429) });
    const region = await form();
    await user.type(field(region, 'Subject'), 'Hei');
    await user.type(field(region, 'Message'), 'Kysymys');
    await user.click(within(region).getByRole('button', { name: 'Send message' }));
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toBe('Too many attempts. Please wait a moment and try again. (429)');
    expect((field(region, 'Subject') as HTMLInputElement).value).toBe('Hei');
    expect((field(region, 'Message') as HTMLTextAreaElement).value).toBe('Kysymys');
  });

  it('without an address on the account, says so instead of the form', async () => {
    openSupport(playerAnswers({ email: null }));
    expect(await screen.findByText(/Add an e-mail address to your account/, {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Write to us' })).toBeNull();
    expect(screen.getByRole('link', { name: /Send an e-mail/ })).toBeTruthy();
  });
});
