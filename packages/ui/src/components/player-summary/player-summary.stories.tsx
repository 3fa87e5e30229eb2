import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { ProgressBar } from '../progress-bar/progress-bar';
import { PlayerSummary } from './player-summary';

const avatar =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><rect width="56" height="56" fill="#3a2f6b"/><circle cx="28" cy="22" r="10" fill="#f5c542"/><rect x="12" y="36" width="32" height="14" rx="7" fill="#f5c542"/></svg>',
  );

const labels = { balanceLabel: 'Saldo', cashLabel: 'Oikea raha', promoLabel: 'Bonusraha', locale: 'fi-FI' };

const meta = {
  title: 'Casino/PlayerSummary',
  component: PlayerSummary,
  tags: ['autodocs'],
  args: { ...labels, name: 'Onnekas77', avatarSrc: avatar, balance: { total: 137.9, cash: 125.4, promo: 12.5 } },
  argTypes: { locale: { control: 'inline-radio', options: ['fi-FI', 'en-GB', 'et-EE'] } },
  decorators: [
    (Story) => (
      <div className="w-full max-w-[450px] bg-surface-raised p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlayerSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Onnekas77')).toBeVisible();
    await expect(canvas.getByText(/^137,90\s€$/)).toBeVisible();
    await expect(canvas.getByText('Bonusraha')).toBeVisible();
  },
};

/** The balance is on its way (skeletons, the summary is busy); without an avatar, a neutral circle. */
export const Loading: Story = {
  args: { balance: undefined, avatarSrc: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="player-summary"]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** With wagering to do: the app puts the bar under the money. */
export const Wagering: Story = {
  args: {
    children: <ProgressBar label="Kierrätys" value={40} max={100} valueText="40,00 € / 100,00 €" size="sm" />,
  },
};

export const LongFinnishText: Story = {
  decorators: [narrowColumn],
  args: {
    name: 'Pohjois-Pohjanmaan_onnekkain_kasinopelaaja_2026',
    balance: { total: 99_999_999.99, cash: 99_999_987.49, promo: 12.5 },
    cashLabel: 'Kotiutettavissa oleva raha',
  },
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector<HTMLElement>('[data-testid="narrow-column"]')!);
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  decorators: [],
  render: () => (
    <States className="max-w-[450px]">
      <State label="Saldo">
        <PlayerSummary
          {...labels}
          name="Onnekas77"
          avatarSrc={avatar}
          balance={{ total: 137.9, cash: 125.4, promo: 12.5 }}
        />
      </State>
      <State label="Ladataan">
        <PlayerSummary {...labels} name="Onnekas77" />
      </State>
      <State label="Kierrätys">
        <PlayerSummary {...labels} name="Onnekas77" avatarSrc={avatar} balance={{ total: 60, cash: 10, promo: 50 }}>
          <ProgressBar label="Kierrätys" value={40} max={100} valueText="40,00 € / 100,00 €" size="sm" />
        </PlayerSummary>
      </State>
    </States>
  ),
};
