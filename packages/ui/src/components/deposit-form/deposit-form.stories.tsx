import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';

import { storyAmount } from '../../fixtures/amount-rules';
import { logo } from '../../fixtures/images';
import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { DepositForm, type DepositConsent, type DepositFormProps } from './deposit-form';

const linkClass = 'font-medium text-accent underline underline-offset-4 hover:text-accent-hover';

/** A new customer's two boxes (spec 7: policyChecked, privacyPolicyChecked), each with a link to its page. */
function newCustomer(checked: boolean): NonNullable<DepositFormProps['consents']> {
  return {
    policy: {
      label: (
        <>
          Hyväksyn{' '}
          <a href="#kayttoehdot" className={linkClass}>
            käyttöehdot
          </a>
        </>
      ),
      checked,
      onCheckedChange: fn(),
      error: checked ? undefined : 'Hyväksy käyttöehdot jatkaaksesi',
    },
    privacyPolicy: {
      label: (
        <>
          Olen lukenut{' '}
          <a href="#tietosuoja" className={linkClass}>
            tietosuojaselosteen
          </a>
        </>
      ),
      checked,
      onCheckedChange: fn(),
      error: checked ? undefined : 'Hyväksy tietosuojaseloste jatkaaksesi',
    },
  };
}

const providerLogo = { src: logo(210, 112, 32), alt: 'Trustly' };

/** A preset's accessible name: the amount in fi-FI, whose space before the € sign is a no-break space. */
const euros = (amount: number) => new RegExp(`^${amount},00\\s€$`);

/**
 * The app's container in miniature: it keeps the amount and the boxes as the deposit flow does (a chosen preset
 * becomes the amount; a ticked box loses its error) and reports every call to the story's spies.
 */
function Stateful(args: DepositFormProps) {
  const [amount, setAmount] = useState(args.amount);
  const [checked, setChecked] = useState({
    policy: args.consents?.policy.checked ?? false,
    privacyPolicy: args.consents?.privacyPolicy.checked ?? false,
  });
  const consent = (key: keyof typeof checked, given: DepositConsent): DepositConsent => ({
    ...given,
    checked: checked[key],
    error: checked[key] ? undefined : given.error,
    onCheckedChange: (value) => {
      setChecked((current) => ({ ...current, [key]: value }));
      given.onCheckedChange(value);
    },
  });
  return (
    <DepositForm
      {...args}
      amount={amount}
      onAmountChange={(value) => {
        setAmount(value);
        args.onAmountChange(value);
      }}
      onPresetChoose={(preset) => {
        setAmount(String(preset));
        args.onPresetChoose(preset);
      }}
      consents={
        args.consents && {
          policy: consent('policy', args.consents.policy),
          privacyPolicy: consent('privacyPolicy', args.consents.privacyPolicy),
        }
      }
    />
  );
}

const meta = {
  title: 'Casino/DepositForm',
  component: DepositForm,
  tags: ['autodocs'],
  args: {
    presets: [50, 100, 200],
    presetsLabel: 'Valitse summa',
    locale: 'fi-FI',
    onPresetChoose: fn(),
    amount: '',
    onAmountChange: fn(),
    acceptAmount: storyAmount.accept,
    parseAmount: storyAmount.parse,
    amountLabel: 'Tai kirjoita summa',
    submitLabel: 'Talleta',
    onSubmit: fn(),
  },
  argTypes: {
    busy: { control: 'boolean' },
    invalid: { control: 'text' },
    error: { control: 'text' },
    errorCode: { control: 'text' },
    consents: { control: false },
  },
  // The width of the desktop profile panel (spec 2.5); a phone gives it its whole width.
  render: (args) => (
    <div className="w-full max-w-panel">
      <Stateful {...args} />
    </div>
  ),
} satisfies Meta<typeof DepositForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab reaches every preset, then the field, then the button. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const presets = within(canvas.getByRole('group', { name: 'Valitse summa' })).getAllByRole('button');
    await expect(presets).toHaveLength(3);
    for (const preset of presets) {
      await expect(preset).toHaveAttribute('aria-pressed', 'false');
      await userEvent.tab();
      await expect(preset).toHaveFocus();
    }
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Tai kirjoita summa' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Talleta' })).toHaveFocus();
  },
};

/** A preset is pressed with Space, Enter or a click; it reports its amount and shows as pressed. */
export const ChoosePreset: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const fifty = canvas.getByRole('button', { name: euros(50) });
    const hundred = canvas.getByRole('button', { name: euros(100) });
    const twoHundred = canvas.getByRole('button', { name: euros(200) });
    const field = canvas.getByRole('textbox', { name: 'Tai kirjoita summa' });

    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onPresetChoose).toHaveBeenLastCalledWith(50);
    await expect(fifty).toHaveAttribute('aria-pressed', 'true');
    await expect(field).toHaveValue('50');

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPresetChoose).toHaveBeenLastCalledWith(100);
    await expect(hundred).toHaveAttribute('aria-pressed', 'true');
    await expect(fifty).toHaveAttribute('aria-pressed', 'false');

    // The chosen preset pressed again still reports (the deposit flow then submits, spec 4).
    await userEvent.click(hundred);
    await expect(args.onPresetChoose).toHaveBeenLastCalledWith(100);
    await expect(args.onPresetChoose).toHaveBeenCalledTimes(3);
    await expect(hundred).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(twoHundred);
    await expect(args.onPresetChoose).toHaveBeenLastCalledWith(200);
    await expect(field).toHaveValue('200');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Spec 5: a numeric decimal field of at most 6 characters; typing a preset's amount presses that preset. */
export const TypeAmount: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Tai kirjoita summa' });
    await expect(field).toHaveAttribute('inputmode', 'decimal');
    await userEvent.click(field);
    await userEvent.keyboard('75,5');
    await expect(args.onAmountChange).toHaveBeenLastCalledWith('75,5');
    await expect(field).toHaveValue('75,5');
    for (const preset of within(canvas.getByRole('group', { name: 'Valitse summa' })).getAllByRole('button')) {
      await expect(preset).toHaveAttribute('aria-pressed', 'false');
    }

    await userEvent.clear(field);
    await userEvent.keyboard('1234567');
    await expect(field).toHaveValue('123456');
    await expect(args.onAmountChange).toHaveBeenLastCalledWith('123456');

    await userEvent.clear(field);
    await userEvent.keyboard('200');
    await expect(canvas.getByRole('button', { name: euros(200) })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The button and Enter in the field both submit, without reloading the page. */
export const Submit: Story = {
  args: { amount: '100' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Talleta' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Tai kirjoita summa' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** Spec 5: a refused amount marks the field invalid, and its message is read with it. */
export const InvalidAmount: Story = {
  args: { amount: '5', invalid: 'Min 10 € - Max 100 000 €' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Tai kirjoita summa' });
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription('Min 10 € - Max 100 000 €');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Min 10 € - Max 100 000 €');
  },
};

/** Waiting for the server: the button spins, and neither a preset nor Enter nor the button does anything. */
export const Busy: Story = {
  args: { amount: '100', busy: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Talleta' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    const hundred = canvas.getByRole('button', { name: euros(100) });
    await expect(hundred).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(hundred);
    await userEvent.click(canvas.getByRole('button', { name: euros(50) }));
    await expect(args.onPresetChoose).not.toHaveBeenCalled();

    // The field keeps the focus but takes no keys.
    const field = canvas.getByRole('textbox', { name: 'Tai kirjoita summa' });
    await userEvent.click(field);
    await expect(field).toHaveFocus();
    await userEvent.keyboard('5{Enter}');
    await expect(field).toHaveValue('100');
    await userEvent.click(button);
    await expect(args.onAmountChange).not.toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Spec 8: the server's refusal, with its code, above the button. */
export const ServerError: Story = {
  args: { amount: '100', error: 'Maksu ei ole sallittu', errorCode: 129 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Maksu ei ole sallittu (129)');
  },
};

/** A new customer ticks both boxes; each unticked box says so and is read with its message. */
export const NewCustomer: Story = {
  args: { amount: '50', consents: newCustomer(false) },
  play: async ({ args, canvas, userEvent }) => {
    const terms = canvas.getByRole('checkbox', { name: 'Hyväksyn käyttöehdot' });
    const privacy = canvas.getByRole('checkbox', { name: 'Olen lukenut tietosuojaselosteen' });
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(terms).toHaveAccessibleDescription('Hyväksy käyttöehdot jatkaaksesi');
    await expect(privacy).toHaveAccessibleDescription('Hyväksy tietosuojaseloste jatkaaksesi');
    await expect(canvas.getByRole('link', { name: 'käyttöehdot' })).toHaveAttribute('href', '#kayttoehdot');

    await userEvent.click(terms);
    await expect(args.consents?.policy.onCheckedChange).toHaveBeenCalledWith(true);
    await expect(terms).toBeChecked();
    await expect(terms).not.toHaveAttribute('aria-invalid');

    // Space ticks the focused box too.
    privacy.focus();
    await userEvent.keyboard(' ');
    await expect(args.consents?.privacyPolicy.onCheckedChange).toHaveBeenCalledWith(true);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Spec 2.5: the payment provider's logo beside the button. */
export const WithProviderLogo: Story = {
  args: { amount: '100', providerLogo },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Trustly' })).toBeVisible();
  },
};

export const LongFinnishText: Story = {
  args: {
    presets: [150, 200, 300],
    presetsLabel: 'Valitse jokin valmiista talletussummista edellisen talletuksesi perusteella',
    amountLabel: 'Tai kirjoita haluamasi talletussumma euroina',
    amount: '5',
    invalid: 'Pienin sallittu talletus on kymmenen euroa ja suurin satatuhatta euroa',
    consents: newCustomer(false),
    submitLabel: 'Siirry talletuksen maksamiseen verkkopankissa',
    error: 'Maksupalveluntarjoajan järjestelmässä tapahtui odottamaton virhe, yritä hetken kuluttua uudelleen',
    errorCode: 119,
    providerLogo,
  },
  decorators: [narrowColumn],
  play: async ({ canvas }) => {
    await expectNoOverflow(canvas.getByTestId('narrow-column'));
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 lg:grid-cols-2">
      <State label="Oletus">
        <DepositForm {...meta.args} className="max-w-panel" />
      </State>
      <State label="Valmis summa valittu">
        <DepositForm {...meta.args} amount="100" className="max-w-panel" />
      </State>
      <State label="Kirjoitettu summa">
        <DepositForm {...meta.args} amount="75,50" className="max-w-panel" />
      </State>
      <State label="Virheellinen summa">
        <DepositForm {...meta.args} {...InvalidAmount.args} className="max-w-panel" />
      </State>
      <State label="Odottaa">
        <DepositForm {...meta.args} {...Busy.args} className="max-w-panel" />
      </State>
      <State label="Palvelimen virhe">
        <DepositForm {...meta.args} {...ServerError.args} className="max-w-panel" />
      </State>
      <State label="Uusi asiakas, ei hyväksytty">
        <DepositForm {...meta.args} amount="50" consents={newCustomer(false)} className="max-w-panel" />
      </State>
      <State label="Uusi asiakas, hyväksytty">
        <DepositForm {...meta.args} amount="50" consents={newCustomer(true)} className="max-w-panel" />
      </State>
      <State label="Maksupalvelun logolla">
        <DepositForm {...meta.args} {...WithProviderLogo.args} className="max-w-panel" />
      </State>
    </States>
  ),
};
