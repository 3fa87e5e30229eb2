import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { Button } from '../button/button';
import { LimitCard } from './limit-card';

const meta = {
  title: 'Casino/LimitCard',
  component: LimitCard,
  tags: ['autodocs'],
  args: {
    title: 'Viikkoraja',
    amount: 1000,
    usedAmount: 250,
    noLimitText: 'Ei rajaa',
    locale: 'fi-FI',
    usedLabel: 'Käytetty',
  },
  render: (args) => (
    <div className="w-full max-w-md">
      <LimitCard {...args} />
    </div>
  ),
} satisfies Meta<typeof LimitCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Käytetty' });
    await expect(bar).toHaveAttribute('aria-valuenow', '250');
    await expect(bar).toHaveAttribute('aria-valuemax', '1000');
    await expect(bar.getAttribute('aria-valuetext')).toMatch(/^250,00\s€ \/ 1\s000,00\s€$/);
  },
};

/** The headroom: what is left of the limit in its period, falling as it is used, and when the period resets. */
export const Headroom: Story = {
  args: { leftLabel: 'Jäljellä', resetText: 'Nollautuu 3 pv 4 t kuluttua' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Jäljellä' });
    await expect(bar).toHaveAttribute('aria-valuenow', '750');
    await expect(bar).toHaveAttribute('aria-valuemax', '1000');
    await expect(bar.getAttribute('aria-valuetext')).toMatch(/^750,00\s€ \/ 1\s000,00\s€$/);
    await expect(canvas.getByText('Käytetty')).toBeVisible();
    await expect(canvas.getByText('Nollautuu 3 pv 4 t kuluttua')).toBeVisible();
  },
};

/** Used up: nothing left until the period resets. */
export const NothingLeft: Story = {
  args: {
    title: 'Päiväraja',
    amount: 50,
    usedAmount: 62.5,
    leftLabel: 'Jäljellä',
    resetText: 'Nollautuu 2 t 5 min kuluttua',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Jäljellä' })).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByText('62,50 €')).toBeVisible();
  },
};

/** A raised limit waits for its effective time. */
export const PendingIncrease: Story = {
  args: {
    pending: { label: 'Uusi raja', amount: 2000, effectiveText: 'Voimassa 19.6.2026 klo 14.05 alkaen' },
    footer: (
      <Button variant="secondary" size="sm">
        Muuta rajaa
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Voimassa 19.6.2026 klo 14.05 alkaen')).toBeVisible();
  },
};

export const FullyUsed: Story = { args: { title: 'Päiväraja', amount: 50, usedAmount: 50 } };

/** No limit (0, also the daily default before loading): said in words, the losses so far without a bar. */
export const NoLimit: Story = {
  args: { title: 'Päiväraja', amount: 0, usedAmount: 40 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ei rajaa')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByText('40,00 €')).toBeVisible();
  },
};

/** A limit being removed: the pending amount is no limit. */
export const PendingRemoval: Story = {
  args: {
    pending: { label: 'Uusi raja', amount: 0, effectiveText: 'Voimassa 19.6.2026 klo 14.05 alkaen' },
  },
};

export const LongFinnishText: Story = {
  args: {
    title: 'Kuukausittainen tappioraja',
    usedLabel: 'Kuluvan kuukauden aikana käytetty',
    amount: 100_000,
    usedAmount: 99_999.99,
    pending: {
      label: 'Odottava uusi tappioraja',
      amount: 100_000,
      effectiveText: 'Voimassa seuraavan kuukauden ensimmäisestä päivästä alkaen',
    },
  },
  decorators: [narrowColumn],
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector<HTMLElement>('[data-testid="narrow-column"]')!);
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      <State label="Käytössä">
        <LimitCard {...meta.args} />
      </State>
      <State label="Odottava muutos">
        <LimitCard {...meta.args} {...PendingIncrease.args} />
      </State>
      <State label="Täynnä">
        <LimitCard {...meta.args} {...FullyUsed.args} />
      </State>
      <State label="Ei rajaa">
        <LimitCard {...meta.args} {...NoLimit.args} />
      </State>
      <State label="Poistuva raja">
        <LimitCard {...meta.args} {...PendingRemoval.args} />
      </State>
      <State label="Pitkä teksti">
        <LimitCard {...meta.args} {...LongFinnishText.args} />
      </State>
      <State label="Jäljellä ja nollautuminen">
        <LimitCard {...meta.args} {...Headroom.args} />
      </State>
      <State label="Ei mitään jäljellä">
        <LimitCard {...meta.args} {...NothingLeft.args} />
      </State>
    </States>
  ),
};
