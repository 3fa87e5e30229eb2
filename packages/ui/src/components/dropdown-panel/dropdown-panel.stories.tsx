import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';

import { OverlayFrame } from '../../fixtures/story-kit';
import { Button } from '../button/button';
import { DropdownPanel, DropdownPanelClose, DropdownPanelContent, DropdownPanelTrigger } from './dropdown-panel';

const meta = {
  title: 'Components/DropdownPanel',
  component: DropdownPanelContent,
  tags: ['autodocs'],
  args: { width: 'page', 'aria-label': 'Profiili' },
  argTypes: { width: { control: 'inline-radio', options: ['landing', 'page'] }, container: { control: false } },
  render: (args) => (
    <div className="flex justify-end">
      <DropdownPanel>
        <DropdownPanelTrigger asChild>
          <Button variant="secondary">Oma tili</Button>
        </DropdownPanelTrigger>
        <DropdownPanelContent {...args}>
          <ProfileLanding />
        </DropdownPanelContent>
      </DropdownPanel>
    </div>
  ),
} satisfies Meta<typeof DropdownPanelContent>;

export default meta;
type Story = StoryObj<typeof meta>;

function ProfileLanding({ title = 'Hei, Onnekas77' }: { title?: string }) {
  return (
    <div className="flex flex-col gap-3 p-4">
      <p className="text-lg font-semibold wrap-break-word">{title}</p>
      <p className="text-sm text-fg-muted">Saldo 125,40 € · Bonusraha 12,50 €</p>
      <div className="grid grid-cols-2 gap-2">
        <Button>Talleta</Button>
        <Button variant="secondary">Nosta</Button>
      </div>
      <div className="flex flex-col">
        {['Profiili', 'Asetukset', 'Kampanjat', 'Tapahtumat'].map((page) => (
          <Button key={page} variant="ghost" className="justify-start">
            {page}
          </Button>
        ))}
      </div>
      <DropdownPanelClose asChild>
        <Button variant="ghost" className="justify-start">
          Kirjaudu ulos
        </Button>
      </DropdownPanelClose>
    </div>
  );
}

/** Spec 2.5: 550 px wide on every page but the landing page. */
export const Page: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Oma tili' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Profiili' });
    // offsetWidth: the layout width, not the one scaled by the opening animation.
    await expect(panel.offsetWidth).toBe(550);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Spec 2.5: 450 px wide on the landing page. */
export const Landing: Story = {
  args: { width: 'landing' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Oma tili' });
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Profiili' });
    await expect(panel.offsetWidth).toBe(450);
    await userEvent.click(screen.getByRole('button', { name: 'Kirjaudu ulos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const LongFinnishText: Story = {
  args: { width: 'landing' },
  render: (args) => (
    <div className="flex justify-end">
      <DropdownPanel defaultOpen>
        <DropdownPanelTrigger asChild>
          <Button variant="secondary">Oma tili</Button>
        </DropdownPanelTrigger>
        <DropdownPanelContent {...args}>
          <ProfileLanding title="Tervetuloa takaisin, Pohjois-Pohjanmaan onnekkain kasinopelaaja" />
        </DropdownPanelContent>
      </DropdownPanel>
    </div>
  ),
  play: async () => {
    const panel = await screen.findByRole('dialog');
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
  },
};

/** The visual-regression target: both widths open. On a phone the panel keeps 1 rem from the edges. */
export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: (args) => (
    <div className="flex flex-col gap-6 bg-surface p-4 sm:p-6">
      {(['landing', 'page'] as const).map((width) => (
        <OverlayFrame key={width} label={width === 'landing' ? 'Etusivu, 450 px' : 'Muut sivut, 550 px'}>
          {(container) => (
            <div className="flex justify-end p-4">
              <DropdownPanel open>
                <DropdownPanelTrigger asChild>
                  <Button variant="secondary">Oma tili</Button>
                </DropdownPanelTrigger>
                <DropdownPanelContent
                  {...args}
                  aria-label={`Profiili ${width}`}
                  width={width}
                  container={container}
                  // Always below the trigger, inside the frame, whatever the viewport height.
                  avoidCollisions={false}
                  onOpenAutoFocus={(event) => event.preventDefault()}
                >
                  <ProfileLanding />
                </DropdownPanelContent>
              </DropdownPanel>
            </div>
          )}
        </OverlayFrame>
      ))}
    </div>
  ),
};
