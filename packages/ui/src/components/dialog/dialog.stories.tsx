import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { OverlayFrame } from '../../fixtures/story-kit';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { FormField } from '../form-field/form-field';
import { Input } from '../input/input';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './dialog';

const meta = {
  title: 'Components/Dialog',
  component: DialogContent,
  tags: ['autodocs'],
  args: { closeLabel: 'Sulje', dismissable: true, onEscapeKeyDown: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    dismissable: { control: 'boolean' },
    container: { control: false },
  },
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Pelitiedot</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <DialogHeader>
          <DialogTitle>Pelitiedot</DialogTitle>
          <DialogDescription>Palautusprosentti 96,5 %, volatiliteetti keskitaso.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Selvä</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof DialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Pelitiedot' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Pelitiedot' });
    await expect(dialog).toHaveAccessibleDescription('Palautusprosentti 96,5 %, volatiliteetti keskitaso.');
    // Focus is inside; Escape closes and focus goes back to the trigger.
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();

    // The × closes it too.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Sulje' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** The complete-account modal: nothing but finishing closes it (spec 4). */
function CompleteAccount(args: DialogContentProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>Viimeistele tili</Button>
      </DialogTrigger>
      <DialogContent {...args} dismissable={false}>
        <DialogHeader>
          <DialogTitle>Viimeistele tilisi</DialogTitle>
          <DialogDescription>Tarvitsemme vielä muutaman tiedon ennen kuin voit pelata.</DialogDescription>
        </DialogHeader>
        <FormField label="Nimimerkki">
          <Input />
        </FormField>
        <FormField label="Sähköposti">
          <Input type="email" />
        </FormField>
        <Checkbox label="Haluan tietoa tarjouksista" />
        <DialogFooter>
          <Button onClick={() => setOpen(false)}>Tallenna</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export const NonDismissable: Story = {
  args: { dismissable: false },
  render: (args) => <CompleteAccount {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Viimeistele tili' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Viimeistele tilisi' });
    await expect(screen.queryByRole('button', { name: 'Sulje' })).toBeNull();

    await userEvent.keyboard('{Escape}');
    await expect(args.onEscapeKeyDown).toHaveBeenCalled();
    await userEvent.click(document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]')!);
    await expect(dialog).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const LongFinnishText: Story = {
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent {...args}>
        <DialogHeader>
          <DialogTitle>Vastuullisen pelaamisen rajoitusasetusten voimaantulo</DialogTitle>
          <DialogDescription>
            Korotetut tappiorajat tulevat voimaan vasta seitsemän vuorokauden kuluttua, mutta alennukset astuvat voimaan
            välittömästi tallentamisen jälkeen.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Ymmärrän ja hyväksyn muutokset</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/** The visual-regression target: each variant open in its own frame (non-modal here, so several fit). */
export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: (args) => (
    <div className="grid gap-6 bg-surface p-4 sm:p-6 md:grid-cols-2">
      {(
        [
          ['Suljettava', true],
          ['Ei suljettavissa', false],
        ] as const
      ).map(([label, dismissable]) => (
        <OverlayFrame key={label} label={label}>
          {(container) => (
            <Dialog open modal={false}>
              <DialogContent
                {...args}
                dismissable={dismissable}
                container={container}
                onOpenAutoFocus={(event) => event.preventDefault()}
              >
                <DialogHeader>
                  <DialogTitle>{dismissable ? 'Pelitiedot' : 'Viimeistele tilisi'}</DialogTitle>
                  <DialogDescription>Tarvitsemme vielä muutaman tiedon ennen kuin voit pelata.</DialogDescription>
                </DialogHeader>
                <FormField
                  label={`Nimimerkki (${label})`}
                  error={dismissable ? undefined : 'Nimimerkki on jo käytössä'}
                >
                  <Input defaultValue="Onnekas77" />
                </FormField>
                <DialogFooter>
                  <Button variant="secondary">Peruuta</Button>
                  <Button>Tallenna</Button>
                </DialogFooter>
              </DialogContent>
            </Dialog>
          )}
        </OverlayFrame>
      ))}
    </div>
  ),
};
