import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { BonusGameBoard, type BonusGameRound, type BonusGameRoundStatus } from './bonus-game-board';

const rewards = ['1 € bonusrahaa', '10 ilmaiskierrosta', '2 € bonusrahaa', '20 ilmaiskierrosta', '5 € rahaa'];
const statusText: Record<BonusGameRoundStatus, string> = {
  completed: 'Palkinto hyvitetty',
  current: 'Seuraavana',
  locked: 'Lukittu',
};

/** The five rounds with `completed` of them done; the next one is current. */
const roundsAt = (completed: number): BonusGameRound[] =>
  rewards.map((reward, index) => {
    const status = index < completed ? 'completed' : index === completed ? 'current' : 'locked';
    return { title: `Kierros ${index + 1}`, reward, status, statusText: statusText[status] };
  });

const progress = { label: 'Pelattu kohti palkintoa', value: 12.5, max: 50, valueText: '12,50 € / 50,00 €' };

const meta = {
  title: 'Casino/BonusGameBoard',
  component: BonusGameBoard,
  tags: ['autodocs'],
  args: { label: 'Bonuspelin kierrokset', rounds: roundsAt(2), progress },
} satisfies Meta<typeof BonusGameBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two rounds done, the third under way: it is the current step and carries the wagering toward it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const rounds = canvas.getAllByRole('listitem');
    await expect(canvas.getByRole('list', { name: 'Bonuspelin kierrokset' })).toBeVisible();
    await expect(rounds).toHaveLength(5);
    await expect(rounds[2]).toHaveAttribute('aria-current', 'step');
    await expect(rounds.filter((round) => round.hasAttribute('aria-current'))).toHaveLength(1);
    await expect(canvas.getByRole('progressbar', { name: 'Pelattu kohti palkintoa' })).toHaveAttribute(
      'aria-valuetext',
      '12,50 € / 50,00 €',
    );
    await expect(rounds[0]).toHaveTextContent('Palkinto hyvitetty');
  },
};

/** Nothing wagered yet: the first round is current with an empty bar. */
export const Start: Story = {
  args: { rounds: roundsAt(0), progress: { ...progress, value: 0, valueText: '0,00 € / 50,00 €' } },
};

/** Every round completed: no current round and no bar. */
export const AllCompleted: Story = {
  args: { rounds: roundsAt(5), progress: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getAllByText('Palkinto hyvitetty')).toHaveLength(5);
  },
};

export const LongFinnishText: Story = {
  args: {
    label: 'Bonuspelin kierrokset',
    rounds: roundsAt(1).map((round) => ({
      ...round,
      title: `${round.title} – viikonlopun erikoiskierros`,
      reward: 'Kaksikymmentä ilmaiskierrosta pohjoisen revontulien kultakaivokseen',
    })),
    progress: { ...progress, label: 'Oikealla rahalla pelattu kohti seuraavaa palkintoa' },
  },
  decorators: [narrowColumn],
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector<HTMLElement>('[data-testid="narrow-column"]')!);
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States>
      <State label="Alussa">
        <BonusGameBoard {...meta.args} rounds={roundsAt(0)} progress={{ ...progress, value: 0 }} />
      </State>
      <State label="Kesken">
        <BonusGameBoard {...meta.args} />
      </State>
      <State label="Kaikki kierrokset pelattu">
        <BonusGameBoard {...meta.args} rounds={roundsAt(5)} progress={undefined} />
      </State>
    </States>
  ),
};
