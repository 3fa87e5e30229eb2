import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { artwork } from '../../fixtures/images';
import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { FreeSpinCard, type FreeSpinCardProps } from './free-spin-card';

const bonus: FreeSpinCardProps = {
  name: 'Tervetuliaiskierrokset',
  game: 'Book of Dead',
  remaining: 35,
  total: 50,
  remainingLabel: 'Ilmaiskierroksia jäljellä',
  details: [
    { term: 'Kierrätys', description: '35x' },
    { term: 'Voimassa', description: '31.12.2026' },
  ],
  media: <img src={artwork(30, 112, 112)} alt="" />,
};

const meta = {
  title: 'Casino/FreeSpinCard',
  component: FreeSpinCard,
  tags: ['autodocs'],
  args: { ...bonus, onCancel: fn(), cancelLabel: 'Peru bonus' },
  render: (args) => (
    <div className="w-full max-w-md">
      <FreeSpinCard {...args} />
    </div>
  ),
} satisfies Meta<typeof FreeSpinCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A cancellable bonus: Enter on the cancel button cancels. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Ilmaiskierroksia jäljellä' })).toHaveAttribute(
      'aria-valuetext',
      '35 / 50',
    );
    canvas.getByRole('button', { name: 'Peru bonus' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Not cancellable: no button. */
export const NotCancellable: Story = {
  args: { onCancel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Cancelling: Story = { args: { cancelling: true } };

export const LongFinnishText: Story = {
  args: {
    name: 'Juhannusviikonlopun erikoisilmaiskierrokset uusille pelaajille',
    game: 'Pohjoisen revontulien kultakaivoksen megajättipotti',
    remainingLabel: 'Käyttämättömiä ilmaiskierroksia jäljellä',
    details: [
      { term: 'Kierrätysvaatimus', description: '35-kertainen' },
      { term: 'Voimassaolo päättyy', description: '31.12.2026 klo 23.59' },
    ],
    cancelLabel: 'Peru ilmaiskierrosbonus',
  },
  decorators: [narrowColumn],
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector<HTMLElement>('[data-testid="narrow-column"]')!);
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
      <State label="Peruttavissa">
        <FreeSpinCard {...bonus} onCancel={() => {}} cancelLabel="Peru bonus" />
      </State>
      <State label="Ei peruttavissa">
        <FreeSpinCard {...bonus} remaining={0} media={undefined} />
      </State>
      <State label="Perutaan">
        <FreeSpinCard {...bonus} onCancel={() => {}} cancelLabel="Peru bonus" cancelling />
      </State>
      <State label="Pitkä teksti">
        <FreeSpinCard {...bonus} {...LongFinnishText.args} onCancel={() => {}} />
      </State>
    </States>
  ),
};
