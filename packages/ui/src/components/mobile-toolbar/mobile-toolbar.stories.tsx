import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { BalanceButton } from '../balance-button/balance-button';
import { MobileToolbar } from './mobile-toolbar';

const balance = <BalanceButton label="Saldo" balance={1250.5} locale="fi-FI" loadingLabel="Ladataan saldoa" />;

const meta = {
  title: 'Components/MobileToolbar',
  component: MobileToolbar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { sessionTimeLabel: 'Peliaika', sessionTime: '00:42:10', balance },
} satisfies Meta<typeof MobileToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('00:42:10')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Saldo 1\s250,50\s€$/ })).toBeVisible();
  },
};

/** On the game play page the balance is left out. */
export const GamePage: Story = { args: { balance: undefined } };

export const BalanceLoading: Story = {
  args: { balance: <BalanceButton label="Saldo" locale="fi-FI" loadingLabel="Ladataan saldoa" /> },
};

export const LongFinnishText: Story = {
  args: { sessionTimeLabel: 'Kulunut peliaika tämän istunnon aikana', sessionTime: '12:05:59' },
  decorators: [narrowColumn],
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector<HTMLElement>('[data-testid="narrow-column"]')!);
  },
};

export const AllStates: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <States>
      <State label="Saldo">
        <MobileToolbar sessionTimeLabel="Peliaika" sessionTime="00:42:10" balance={balance} />
      </State>
      <State label="Pelisivu">
        <MobileToolbar sessionTimeLabel="Peliaika" sessionTime="01:02:03" />
      </State>
      <State label="Saldo latautuu">
        <MobileToolbar
          sessionTimeLabel="Peliaika"
          sessionTime="00:00:05"
          balance={<BalanceButton label="Saldo" locale="fi-FI" loadingLabel="Ladataan saldoa" />}
        />
      </State>
      <State label="Pitkä teksti">
        <div className="w-80">
          <MobileToolbar
            sessionTimeLabel="Kulunut peliaika tämän istunnon aikana"
            sessionTime="12:05:59"
            balance={balance}
          />
        </div>
      </State>
    </States>
  ),
};
