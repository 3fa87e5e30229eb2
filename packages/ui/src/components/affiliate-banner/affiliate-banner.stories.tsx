import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { artwork } from '../../fixtures/images';
import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { Button } from '../button/button';
import { AffiliateBanner } from './affiliate-banner';

const meta = {
  title: 'Casino/AffiliateBanner',
  component: AffiliateBanner,
  tags: ['autodocs'],
  args: {
    title: 'Tervetuloa Kasinokavereista!',
    message: 'Rekisteröidy tänään ja saat tervetuliaislahjan.',
    offer: '50 ilmaiskierrosta: Book of Dead',
    imageSrc: artwork(30, 640, 360),
    action: <Button>Rekisteröidy</Button>,
    dismissLabel: 'Sulje tervetulotoivotus',
    onDismiss: fn(),
  },
} satisfies Meta<typeof AffiliateBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'Tervetuloa Kasinokavereista!' })).toBeVisible();
    canvas.getByRole('button', { name: 'Sulje tervetulotoivotus' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** An affiliate without free spins or picture. */
export const MessageOnly: Story = { args: { offer: undefined, imageSrc: undefined, onDismiss: undefined } };

export const LongFinnishText: Story = {
  args: {
    title: 'Lämpimästi tervetuloa Pohjoismaiden Kasinovertailusivustolta!',
    message:
      'Rekisteröidy ja tee ensimmäinen talletuksesi, niin saat kumppanisivustomme lukijoille räätälöidyn tervetuliaispaketin.',
    offer: '100 ilmaiskierrosta: Pohjoisen revontulien kultakaivoksen megajättipotti',
  },
  decorators: [narrowColumn],
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector<HTMLElement>('[data-testid="narrow-column"]')!);
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States>
      <State label="Ilmaiskierrokset">
        <AffiliateBanner {...meta.args} onDismiss={() => {}} />
      </State>
      <State label="Vain viesti">
        <AffiliateBanner {...meta.args} {...MessageOnly.args} title="Tervetuloa Pelaajaklubista!" />
      </State>
      <State label="Pitkä teksti">
        <AffiliateBanner {...meta.args} {...LongFinnishText.args} onDismiss={() => {}} />
      </State>
    </States>
  ),
};
