import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { player } from '../../stories/contract-handlers';
import { textsIn, withScreen } from '../../stories/screen';
import { ResponsibleGamingPage } from './responsible-gaming-page';
import { panelScreen } from '../../shared/profile-panel/panel-screen';

const t = textsIn('fi');

// The panel's responsible-gaming page: the limits at a glance, the reality check and where to find help. (A JSDoc
// here would become the docs' description parameter, which Storybook's build writes over the meta's parameters.)
const meta = {
  title: 'Screens/Panel/Responsible gaming',
  component: ResponsibleGamingPage,
  tags: ['autodocs'],
  decorators: [withScreen],
  args: { push: fn(), back: fn(), close: fn() },
  parameters: panelScreen(['responsible-gaming']),
} satisfies Meta<typeof ResponsibleGamingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The loss limits with what is used, the deposit limits, no cool-off, the panic button, the reality check off, and
 * help (the baseline).
 */
export const AllStates: Story = {
  name: 'Limits and help (baseline)',
  play: async () => {
    await expect(await screen.findByText(t('limits.loss.dailyLoss'), {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByText(t('panel.responsibleGaming.coolOffOff'))).toBeVisible();
    await expect(await screen.findByText(new RegExp(t('limits.realityCheck.isOff')))).toBeVisible();
    await expect(screen.getByRole('link', { name: /^Peluuri/ })).toBeVisible();
    // The panic button (issue 36), below the limits: one press, no question.
    const stop = screen.getByRole('region', { name: t('limits.break.heading') });
    await expect(stop).toContainElement(screen.getByRole('button', { name: t('limits.break.button', { hours: 24 }) }));
  },
};

/** The limits cannot be loaded: the error with a retry; the reality check and the help stay. */
export const LimitsFailed: Story = {
  name: 'Limits failed',
  parameters: {
    msw: {
      handlers: {
        limits: player.refuse('get', '/player/limits', { success: false, errorCode: 100, error: 'Unexpected' }, 500),
      },
    },
  },
  play: async () => {
    await expect(await screen.findByText(t('limits.page.error'), {}, { timeout: 10_000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: t('limits.page.retry') })).toBeVisible();
    await expect(screen.getByRole('link', { name: /^Sõltuvusabi/ })).toBeVisible();
  },
};
