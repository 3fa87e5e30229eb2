import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { player } from '../../stories/contract-handlers';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';
import { AccountPrompts } from './account-prompts';

const t = textsIn('fi');

/**
 * A 15-minute interval. The screens' session clock stands still at 0 (stories/screen.tsx), so the reminder says the
 * interval: the session has lasted at least that.
 */
const interval = { success: true, minutes: 15, nextCheckTime: null };
/** Set by a story to refuse the acknowledgement (the same call as the poll) from then on. */
let refusing = false;

const meta = {
  title: 'Screens/Modals/RealityCheck',
  component: AccountPrompts,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters(
    { path: '/', pages: { HOME: { default: () => null } }, session: 'player' },
    {
      realityCheck: player.get('/player/limit/realityCheck/reset', ({ refuse }) =>
        refusing ? refuse({ success: false, errorCode: 100, error: 'Unexpected' }, 500) : interval,
      ),
      resetTime: player.post('/player/limit/resetTime/{minutes}', interval),
    },
  ),
  // The first interval passes at once: the first wait of exactly the interval (the machine's timer) is cut to a
  // moment, and the next ones run as they are.
  beforeEach: () => {
    refusing = false;
    const wait = window.setTimeout;
    let cut = false;
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
      const first = !cut && ms === interval.minutes * 60_000;
      if (first) cut = true;
      return wait(handler, first ? 50 : ms, ...rest);
    }) as typeof window.setTimeout;
    return () => {
      window.setTimeout = wait;
    };
  },
} satisfies Meta<typeof AccountPrompts>;

export default meta;
type Story = StoryObj<typeof meta>;

const reminder = async () =>
  within(await screen.findByRole('dialog', { name: t('accountPrompts.realityCheck.title') }, { timeout: 5000 }));

/** The reminder with the session so far; it waits for an answer, so it has no close button (the visual baseline). */
export const AllStates: Story = {
  name: 'Reminder (baseline)',
  play: async () => {
    const dialog = await reminder();
    await expect(dialog.getByText(t('accountPrompts.realityCheck.played', { count: 15 }))).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('accountPrompts.realityCheck.continue') })).toBeVisible();
    await expect(dialog.getAllByRole('button')).toHaveLength(2);
  },
};

/** Continue: the reminder is acknowledged and closes until the next interval. */
export const Continued: Story = {
  play: async ({ userEvent }) => {
    const dialog = await reminder();
    await userEvent.click(dialog.getByRole('button', { name: t('accountPrompts.realityCheck.continue') }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: t('accountPrompts.realityCheck.title') })).toBeNull(),
    );
  },
};

/** The acknowledgement fails: the reminder stays, with the error and its code. */
export const Failed: Story = {
  name: 'Error',
  play: async ({ userEvent }) => {
    const dialog = await reminder();
    refusing = true;
    await userEvent.click(dialog.getByRole('button', { name: t('accountPrompts.realityCheck.continue') }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('100');
    await expect(dialog.getByRole('button', { name: t('accountPrompts.realityCheck.leave') })).toBeEnabled();
  },
};
