import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText, LifeBuoy, LogOut, Settings, Sparkles } from 'lucide-react';
import { expect, fn } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { Badge } from '../badge/badge';
import { PanelMenu, PanelMenuItem } from './panel-menu';

const meta = {
  title: 'Components/PanelMenu',
  component: PanelMenu,
  tags: ['autodocs'],
  args: { 'aria-label': 'Oma tili' },
  render: (args) => (
    <PanelMenu {...args}>
      <PanelMenuItem icon={<Settings />} onClick={fn()}>
        Asetukset
      </PanelMenuItem>
      <PanelMenuItem icon={<Sparkles />} badge={<Badge count={3} label="3 bonusta" />} onClick={fn()}>
        Kampanjat
      </PanelMenuItem>
      <PanelMenuItem icon={<FileText />} onClick={fn()}>
        Asiakirjat
      </PanelMenuItem>
    </PanelMenu>
  ),
  decorators: [
    (Story) => (
      <div className="w-full max-w-[450px] bg-surface-raised p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PanelMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows are buttons in a list; the badge is read with its label. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('list', { name: 'Oma tili' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Kampanjat 3 bonusta' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Asetukset' })).toHaveFocus();
  },
};

/** A row that ends something (log out): danger tone, no chevron. */
export const Danger: Story = {
  render: (args) => {
    const onClick = fn();
    return (
      <PanelMenu {...args}>
        <PanelMenuItem icon={<LogOut />} tone="danger" chevron={false} onClick={onClick}>
          Kirjaudu ulos
        </PanelMenuItem>
      </PanelMenu>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Kirjaudu ulos' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="panel-menu-item-chevron"]')).toBeNull();
  },
};

export const LongFinnishText: Story = {
  decorators: [narrowColumn],
  render: (args) => (
    <PanelMenu {...args}>
      <PanelMenuItem icon={<LifeBuoy />}>Vastuullisen pelaamisen työkalut ja tappiorajat</PanelMenuItem>
      <PanelMenuItem icon={<FileText />} badge={<Badge count={120} label="120 bonusta" />}>
        Henkilöllisyystodistusasiakirjat
      </PanelMenuItem>
    </PanelMenu>
  ),
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector<HTMLElement>('[data-testid="narrow-column"]')!);
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  decorators: [],
  render: () => (
    <States className="max-w-[450px]">
      <State label="Rivit">
        <PanelMenu aria-label="Rivit">
          <PanelMenuItem icon={<Settings />}>Asetukset</PanelMenuItem>
          <PanelMenuItem icon={<Sparkles />} badge={<Badge count={3} label="3 bonusta" />}>
            Kampanjat
          </PanelMenuItem>
          <PanelMenuItem icon={<LifeBuoy />}>Vastuullisen pelaamisen työkalut ja tappiorajat</PanelMenuItem>
        </PanelMenu>
      </State>
      <State label="Uloskirjautuminen">
        <PanelMenu aria-label="Uloskirjautuminen">
          <PanelMenuItem icon={<LogOut />} tone="danger" chevron={false}>
            Kirjaudu ulos
          </PanelMenuItem>
        </PanelMenu>
      </State>
    </States>
  ),
};
