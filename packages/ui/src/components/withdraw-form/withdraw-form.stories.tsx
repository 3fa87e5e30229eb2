import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { storyAmount } from '../../fixtures/amount-rules';
import { logo } from '../../fixtures/images';
import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { WithdrawForm, type WithdrawFormProps } from './withdraw-form';

const details = [
  { term: 'Rahasaldo', description: '120,00 €' },
  { term: 'Varattu', description: '20,00 €' },
  { term: 'Nostettavissa', description: '100,00 €' },
];

/** The app's container in miniature: it keeps the typed amount and reports every call to the story's spies. */
function Stateful(args: WithdrawFormProps) {
  const [amount, setAmount] = useState(args.amount);
  return (
    <WithdrawForm
      {...args}
      amount={amount}
      onAmountChange={(value) => {
        setAmount(value);
        args.onAmountChange(value);
      }}
    />
  );
}

const meta = {
  title: 'Casino/WithdrawForm',
  component: WithdrawForm,
  tags: ['autodocs'],
  decorators: [narrowColumn],
  args: {
    details,
    amount: '',
    onAmountChange: fn(),
    acceptAmount: storyAmount.accept,
    amountLabel: 'Nostettava summa',
    hint: 'Min 10,00 € – Max 100 000,00 €',
    submitLabel: 'Nosta',
    canSubmit: false,
    onSubmit: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof WithdrawForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No amount yet: the button takes no press (spec 5), and what may be withdrawn is listed above the field. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText('Nostettavissa')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Nosta' });
    await expect(button).toBeDisabled();
    const field = canvas.getByRole('textbox', { name: 'Nostettava summa' });
    await expect(field).toHaveAccessibleDescription('Min 10,00 € – Max 100 000,00 €');
    await userEvent.type(field, '50{Enter}');
    await expect(args.onAmountChange).toHaveBeenLastCalledWith('50');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expectNoOverflow(canvasElement);
  },
};

/** An amount the flow accepts: Enter in the field and the button both submit. */
export const Ready: Story = {
  args: { amount: '50', canSubmit: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nostettava summa' }), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Nosta' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** Below the method's minimum: the field is marked invalid and its message is read with it. */
export const InvalidAmount: Story = {
  args: { amount: '5', canSubmit: true, invalid: 'Pienin nosto on 10,00 €.' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Nostettava summa' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Min 10,00 € – Max 100 000,00 € Pienin nosto on 10,00 €.');
  },
};

/** The server refused (a risk check, 235): the message with its code. */
export const ServerError: Story = {
  args: { amount: '50', canSubmit: true, error: 'Nostoja ei voi tehdä juuri nyt.', errorCode: 235 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('(235)');
  },
};

/** The payment provider's logo beside the button. */
export const WithProviderLogo: Story = {
  args: { amount: '50', canSubmit: true, providerLogo: { src: logo(210, 112, 32), alt: 'Trustly' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Trustly' })).toBeVisible();
  },
};

/** Every state side by side: the visual baseline. */
export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 lg:grid-cols-2">
      <State label="Oletus">
        <WithdrawForm {...meta.args} className="max-w-panel" />
      </State>
      <State label="Valmis">
        <WithdrawForm {...meta.args} {...Ready.args} className="max-w-panel" />
      </State>
      <State label="Virheellinen summa">
        <WithdrawForm {...meta.args} {...InvalidAmount.args} className="max-w-panel" />
      </State>
      <State label="Palvelimen virhe">
        <WithdrawForm {...meta.args} {...ServerError.args} className="max-w-panel" />
      </State>
      <State label="Maksupalvelun logolla">
        <WithdrawForm {...meta.args} {...WithProviderLogo.args} className="max-w-panel" />
      </State>
    </States>
  ),
};
