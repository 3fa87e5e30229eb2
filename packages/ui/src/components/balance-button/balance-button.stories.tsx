import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { BalanceButton, GameOnButton } from './balance-button';

const meta = {
  title: 'Casino/BalanceButton',
  component: BalanceButton,
  subcomponents: { GameOnButton },
  tags: ['autodocs'],
  args: { label: 'Saldo', balance: 1250.5, locale: 'fi-FI', loadingLabel: 'Ladataan saldoa', onClick: fn() },
  argTypes: { locale: { control: 'inline-radio', options: ['fi-FI', 'en-GB', 'et-EE'] } },
} satisfies Meta<typeof BalanceButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /^Saldo 1\s250,50\s€$/ });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { balance: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Ladataan saldoa');
  },
};

export const Zero: Story = { args: { balance: 0 } };

export const English: Story = { args: { locale: 'en-GB', label: 'Balance', balance: 98765.43 } };

/** On game pages the balance button gives way to this one. */
export const GameOn: Story = {
  render: () => <GameOnButton onClick={fn()}>Peli käynnissä</GameOnButton>,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Peli käynnissä' })).toBeVisible();
  },
};

export const LongFinnishText: Story = {
  args: { balance: 99_999_999.99 },
  render: (args) => (
    <div className="flex w-56 flex-col items-start gap-2">
      <BalanceButton {...args} />
      <GameOnButton>Pelisessio on parhaillaan käynnissä</GameOnButton>
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const button of canvasElement.querySelectorAll('button')) {
      await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(224);
    }
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 sm:grid-cols-3">
      <State label="Saldo">
        <BalanceButton label="Saldo" balance={1250.5} locale="fi-FI" loadingLabel="Ladataan" />
      </State>
      <State label="Ladataan">
        <BalanceButton label="Saldo" locale="fi-FI" loadingLabel="Ladataan" />
      </State>
      <State label="Nolla">
        <BalanceButton label="Saldo" balance={0} locale="fi-FI" loadingLabel="Ladataan" />
      </State>
      <State label="Suuri summa">
        <BalanceButton label="Saldo" balance={99_999_999.99} locale="et-EE" loadingLabel="Ladataan" />
      </State>
      <State label="Peli käynnissä">
        <GameOnButton>Peli käynnissä</GameOnButton>
      </State>
      <State label="Pitkä teksti">
        <div className="w-56">
          <GameOnButton>Pelisessio on parhaillaan käynnissä</GameOnButton>
        </div>
      </State>
    </States>
  ),
};
