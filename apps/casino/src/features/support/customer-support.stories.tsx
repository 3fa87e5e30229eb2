import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { player } from '../../stories/contract-handlers';
import { textsIn, withScreen } from '../../stories/screen';
import { CustomerSupportPage } from './customer-support-page';
import { panelPlayer, panelScreen } from '../../shared/profile-panel/panel-screen';

const t = textsIn('fi');

const meta = {
  title: 'Screens/Panel/Customer support',
  component: CustomerSupportPage,
  tags: ['autodocs'],
  decorators: [withScreen],
  args: { push: fn(), back: fn(), close: fn() },
  parameters: panelScreen(['customer-support']),
} satisfies Meta<typeof CustomerSupportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SEND = '/player/support/message';
const stored = { success: true as const, id: 17, createdTime: '2026-03-01T18:22:05Z' };

const form = () => screen.findByRole('region', { name: t('panel.support.form.heading') }, { timeout: 5000 });
const field = (region: HTMLElement, label: string) => within(region).getByRole('textbox', { name: label });

/** Types a subject and a message (in Finnish) into the form. */
async function write(region: HTMLElement) {
  await userEvent.type(field(region, t('panel.support.subject.label')), 'Talletus ei näy saldossa');
  await userEvent.type(
    field(region, t('panel.support.message.label')),
    'Talletin 50 euroa tänään kello 18, mutta se ei näy vielä saldossani.',
  );
}

const send = (region: HTMLElement) =>
  userEvent.click(within(region).getByRole('button', { name: t('panel.support.form.send') }));

/** The empty form: the address answered to (read-only), subject, message; the e-mail link below (the baseline). */
export const AllStates: Story = {
  name: 'Contact form (baseline)',
  play: async () => {
    const region = await form();
    await expect(within(region).getByRole('textbox', { name: t('panel.support.replyTo.label') })).toHaveValue(
      panelPlayer.email,
    );
    await expect(screen.getByRole('link', { name: new RegExp(t('panel.support.email')) })).toBeVisible();
    await expect(screen.queryByRole('button', { name: t('panel.support.chat') })).toBeNull();
  },
};

/** Send of an empty form flags both fields; a subject over 120 characters is flagged as it is typed. */
export const FieldErrors: Story = {
  play: async () => {
    const region = await form();
    await send(region);
    await expect(within(region).getByText(t('panel.support.message.required'))).toBeVisible();
    await userEvent.type(field(region, t('panel.support.subject.label')), 'Pitkä aihe '.repeat(12));
    await expect(within(region).getByText(t('panel.support.subject.tooLong', { max: 120 }))).toBeVisible();
  },
};

/** While the message goes: the button is busy. */
export const Sending: Story = {
  parameters: panelScreen(['customer-support'], { send: player.pending('post', SEND) }),
  play: async () => {
    const region = await form();
    await write(region);
    await send(region);
    await expect(within(region).getByRole('button', { name: t('panel.support.form.send') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Sent: the confirmation with the address the copy went to, the message's number and a way to write another. */
export const Sent: Story = {
  parameters: panelScreen(['customer-support'], { send: player.post(SEND, stored) }),
  play: async () => {
    const region = await form();
    await write(region);
    await send(region);
    await expect(await within(region).findByText(t('panel.support.sent.title'))).toBeVisible();
    await expect(within(region).getByText(t('panel.support.sent.number', { id: 17 }))).toBeVisible();
    await expect(within(region).getByRole('button', { name: t('panel.support.sent.another') })).toHaveFocus();
  },
};

/** The server refused (429, too many messages in an hour): its message; what was typed stays. */
export const Refused: Story = {
  parameters: panelScreen(['customer-support'], {
    send: player.refuse('post', SEND, { success: false, errorCode: 429, error: 'Too many requests' }, 429),
  }),
  play: async () => {
    const region = await form();
    await write(region);
    await send(region);
    await expect(await within(region).findByText(t('errors.429'))).toBeVisible();
    await expect(field(region, t('panel.support.subject.label'))).toHaveValue('Talletus ei näy saldossa');
  },
};

/** An account without an e-mail address (a bank login not yet completed): no form, the e-mail link only. */
export const NoEmail: Story = {
  parameters: panelScreen(['customer-support'], { player: player.get('/player', { ...panelPlayer, email: null }) }),
  play: async () => {
    await expect(await screen.findByText(t('panel.support.form.noEmail'), {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.queryByRole('region', { name: t('panel.support.form.heading') })).toBeNull();
  },
};
