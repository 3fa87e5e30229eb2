import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';

import { OverlayFrame } from '../../fixtures/story-kit';
import { Button } from '../button/button';
import { DialogClose, DialogDescription, DialogTitle } from '../dialog/dialog';
import { Sheet, SheetContent, SheetTrigger, type SheetContentProps } from './sheet';

const meta = {
  title: 'Components/Sheet',
  component: SheetContent,
  tags: ['autodocs'],
  args: { closeLabel: 'Sulje valikko', side: 'right' },
  argTypes: { side: { control: 'inline-radio', options: ['right', 'left'] }, container: { control: false } },
  render: (args) => (
    <Sheet>
      <SheetTrigger asChild>
        <Button>Profiili</Button>
      </SheetTrigger>
      <SheetContent {...args}>
        <ProfilePage />
      </SheetContent>
    </Sheet>
  ),
} satisfies Meta<typeof SheetContent>;

export default meta;
type Story = StoryObj<typeof meta>;

function ProfilePage({ title = 'Profiili' }: { title?: string }) {
  return (
    <div className="flex flex-col gap-4 p-6">
      <DialogTitle className="pr-10 text-xl font-semibold wrap-break-word">{title}</DialogTitle>
      <DialogDescription className="text-sm text-fg-muted">Saldo 125,40 €</DialogDescription>
      <nav aria-label={`${title}: sivut`} className="flex flex-col gap-1">
        {['Talletus', 'Nosto', 'Tapahtumat', 'Asetukset', 'Vastuullinen pelaaminen'].map((page) => (
          <Button key={page} variant="ghost" className="justify-start">
            {page}
          </Button>
        ))}
      </nav>
      <DialogClose asChild>
        <Button variant="secondary">Kirjaudu ulos</Button>
      </DialogClose>
    </div>
  );
}

export const Right: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Profiili' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Profiili' });
    await expect(sheet).toHaveAttribute('data-side', 'right');
    await userEvent.keyboard('{Escape}');
    // The panel slides out (500 ms, the spec's panel transition), then focus is back on the trigger.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 2000 });
    await expect(trigger).toHaveFocus();
  },
};

export const Left: Story = {
  args: { side: 'left' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Profiili' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Sulje valikko' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 2000 });
    await expect(trigger).toHaveFocus();
  },
};

export const LongFinnishText: Story = {
  render: (args) => (
    <Sheet defaultOpen>
      <SheetContent {...args}>
        <ProfilePage title="Vastuullisen pelaamisen asetukset ja pelirajoitukset" />
      </SheetContent>
    </Sheet>
  ),
  play: async () => {
    const sheet = await screen.findByRole('dialog');
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};

/** The visual-regression target: both sides open, each in its own frame (non-modal here, so both fit). */
export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: (args) => (
    <div className="grid gap-6 bg-surface p-4 sm:p-6 md:grid-cols-2">
      {(['right', 'left'] as const satisfies SheetContentProps['side'][]).map((side) => (
        <OverlayFrame key={side} label={side}>
          {(container) => (
            <Sheet open modal={false}>
              <SheetContent
                {...args}
                side={side}
                container={container}
                className="max-w-xs"
                onOpenAutoFocus={(event) => event.preventDefault()}
              >
                <ProfilePage title={side === 'right' ? 'Profiili' : 'Valikko'} />
              </SheetContent>
            </Sheet>
          )}
        </OverlayFrame>
      ))}
    </div>
  ),
};
