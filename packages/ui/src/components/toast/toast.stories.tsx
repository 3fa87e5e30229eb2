import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { Button } from '../button/button';
import { Toast, ToastProvider, type ToastProps } from './toast';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  tags: ['autodocs'],
  args: {
    open: true,
    variant: 'success',
    title: 'Bonus peruttu',
    children: 'Ilmaiskierrokset on poistettu tililtäsi.',
    closeLabel: 'Sulje ilmoitus',
    onOpenChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error', 'highlighted'] },
    open: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <ToastProvider label="Ilmoitukset ({hotkey})">
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toasts on screen (Radix also copies their text into a short-lived announcer, which this leaves out). */
function viewport() {
  return within(document.querySelector<HTMLElement>('[data-slot="toast-viewport"]')!);
}

export const Success: Story = {
  play: async () => {
    const title = await viewport().findByText('Bonus peruttu');
    await waitFor(() => expect(title).toBeVisible());
  },
};

export const Failed: Story = {
  args: { variant: 'error', title: 'Peruutus epäonnistui', children: 'Bonusta ei voi enää perua.' },
};

/** The parent owns `open` (the flows close it after 5 s); the × asks to close it at once. */
function Controlled(args: ToastProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Peru bonus</Button>
      <Toast
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    </>
  );
}

export const OpeningAndClosing: Story = {
  args: { open: false },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await expect(viewport().queryByText('Bonus peruttu')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Peru bonus' }));
    const title = await viewport().findByText('Bonus peruttu');
    await waitFor(() => expect(title).toBeVisible());
    await userEvent.click(viewport().getByRole('button', { name: 'Sulje ilmoitus' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(viewport().queryByText('Bonus peruttu')).toBeNull());
  },
};

export const LongFinnishText: Story = {
  args: {
    variant: 'highlighted',
    title: 'Ilmaiskierrosbonuksen peruuttaminen onnistui',
    children:
      'Kaikki käyttämättömät ilmaiskierrokset ja niihin liittyvät kierrätysvaatimukset on poistettu pelitililtäsi.',
  },
  play: async () => {
    const title = await viewport().findByText('Ilmaiskierrosbonuksen peruuttaminen onnistui');
    const box = title.closest('[data-slot="toast"]')!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

/** The visual-regression target: every variant stacked in the viewport corner. */
export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: (args) => (
    <div className="min-h-[44rem] bg-surface">
      {(['info', 'success', 'warning', 'error', 'highlighted'] as const).map((variant) => (
        <Toast {...args} key={variant} variant={variant} title={`Ilmoitus: ${variant}`} />
      ))}
    </div>
  ),
};
