import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as home from '../../routes/home';
import { content } from '../../stories/contract-handlers';
import { maintenance } from '../../stories/fixtures';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';
import { MaintenanceGate } from './maintenance-gate';

const fi = textsIn('fi');
const en = textsIn('en');

const meta = {
  title: 'Screens/Maintenance',
  component: MaintenanceGate,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters({ path: '/', pages: { HOME: home } }, { status: content.get('/status', maintenance) }),
} satisfies Meta<typeof MaintenanceGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The status says maintenance: the site is replaced by the maintenance screen with the brand of GET
 * /content/maintenance and the message in the locale (the visual baseline).
 */
export const AllStates: Story = {
  name: 'Maintenance (baseline)',
  args: { children: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Sivustolla on huoltokatko/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: fi('layout.maintenance.title') })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: fi('layout.nav.label') })).toBeNull();
  },
};

/** A service disruption: a banner above the site, in English. */
export const ServiceDisruption: Story = {
  args: { children: null },
  parameters: {
    screen: { path: '/en' },
    msw: {
      handlers: {
        status: content.get('/status', {
          maintenance: null,
          serviceDisruption: { en: '<p>Deposits are slow right now. We are on it.</p>' },
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Deposits are slow right now. We are on it.')).toBeVisible();
    await expect(canvas.getByText(en('layout.maintenance.disruption'))).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: en('home.page.heading') })).toBeVisible();
  },
};
