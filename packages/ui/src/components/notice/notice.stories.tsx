import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { Button } from '../button/button';
import { Notice, type NoticeProps } from './notice';

const meta = {
  title: 'Components/Notice',
  component: Notice,
  tags: ['autodocs'],
  args: {
    open: true,
    variant: 'success',
    children: 'Rajat päivitetty',
    dismissLabel: 'Sulje ilmoitus',
    onOpenChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error', 'highlighted'] },
    open: { control: 'boolean' },
    title: { control: 'text' },
    hint: { control: 'text' },
    endTime: { control: 'text' },
  },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Rajat päivitetty');
  },
};

export const Info: Story = { args: { variant: 'info', children: 'Uusi raja tulee voimaan 7 päivän kuluttua' } };

export const Warning: Story = { args: { variant: 'warning', children: 'Istuntosi päättyy 5 minuutin kuluttua' } };

export const Failed: Story = {
  args: { variant: 'error', children: 'Päivitys epäonnistui' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Päivitys epäonnistui');
  },
};

/** Errors 210 and 114 (spec 4, 8): highlighted, with the activation hint and the end time when known. */
export const Highlighted: Story = {
  args: {
    variant: 'highlighted',
    title: 'Tiliäsi ei ole aktivoitu',
    children: 'Kirjautuminen ei onnistunut, koska tiliä ei ole vielä aktivoitu.',
    hint: 'Aktivoi tili sähköpostiisi lähetetyllä linkillä.',
    endTime: 'Rajoitus päättyy 24.12.2026 klo 18.00',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Aktivoi tili sähköpostiisi lähetetyllä linkillä.');
    await expect(alert).toHaveTextContent('Rajoitus päättyy 24.12.2026 klo 18.00');
  },
};

/** Error 114 with what the player can do about it: the action comes last, after the hint. */
export const HighlightedWithAction: Story = {
  args: {
    variant: 'highlighted',
    title: 'Tiliäsi ei ole aktivoitu',
    hint: 'Aktivoi tili sähköpostiisi lähetetyllä linkillä.',
    action: (
      <Button variant="secondary" size="sm">
        Lähetä uusi aktivointilinkki
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    const action = within(alert).getByRole('button', { name: 'Lähetä uusi aktivointilinkki' });
    // After the hint, in the reading order too.
    await expect(
      within(alert).getByText('Aktivoi tili sähköpostiisi lähetetyllä linkillä.').compareDocumentPosition(action) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    // The live region stays, empty, so that opening it is announced.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The parent owns `open`: the button opens the notice, the × asks to close it; nothing closes it by itself. */
function Controlled(args: NoticeProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col items-start gap-4">
      <Button onClick={() => setOpen(true)}>Tallenna rajat</Button>
      <Notice
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
      />
    </div>
  );
}

export const OpeningAndClosing: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Tallenna rajat' }));
    await expect(status).toHaveTextContent('Rajat päivitetty');
    await userEvent.click(canvas.getByRole('button', { name: 'Sulje ilmoitus' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  },
};

export const LongFinnishText: Story = {
  args: {
    variant: 'highlighted',
    title: 'Käyttäjätunnuksesi aktivointi on kesken',
    children: 'Sisäänkirjautuminen epäonnistui, koska käyttäjätiliäsi ei ole vielä vahvistettu sähköpostitse.',
    hint: 'Avaa sähköpostiisi lähetetty vahvistusviesti ja napsauta siinä olevaa aktivointilinkkiä.',
    endTime: 'Väliaikainen rajoitus päättyy 24.12.2026 klo 18.00',
  },
  decorators: [narrowColumn],
  play: async ({ canvas }) => {
    await expectNoOverflow(canvas.getByTestId('narrow-column'));
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 md:grid-cols-2">
      <State label="Tiedote">
        <Notice open variant="info">
          Uusi raja tulee voimaan 7 päivän kuluttua
        </Notice>
      </State>
      <State label="Onnistui">
        <Notice open variant="success" dismissLabel="Sulje" onOpenChange={() => {}}>
          Rajat päivitetty
        </Notice>
      </State>
      <State label="Varoitus">
        <Notice open variant="warning" title="Istunto päättymässä">
          Istuntosi päättyy 5 minuutin kuluttua
        </Notice>
      </State>
      <State label="Virhe">
        <Notice open variant="error">
          Päivitys epäonnistui
        </Notice>
      </State>
      <State label="Korostettu (210/114)">
        <Notice
          open
          variant="highlighted"
          title="Tiliäsi ei ole aktivoitu"
          hint="Aktivoi tili sähköpostiisi lähetetyllä linkillä."
          endTime="Rajoitus päättyy 24.12.2026 klo 18.00"
        >
          Kirjautuminen ei onnistunut.
        </Notice>
      </State>
      <State label="Korostettu, toiminnolla (114)">
        <Notice
          open
          variant="highlighted"
          title="Tiliäsi ei ole aktivoitu"
          hint="Aktivoi tili sähköpostiisi lähetetyllä linkillä."
          action={
            <Button variant="secondary" size="sm">
              Lähetä uusi aktivointilinkki
            </Button>
          }
        />
      </State>
    </States>
  ),
};
