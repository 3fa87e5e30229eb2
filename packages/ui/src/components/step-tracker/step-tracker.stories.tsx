import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { StepTracker, type TrackedStep } from './step-tracker';

const stateLabels = { done: 'tehty', current: 'käynnissä', failed: 'epäonnistui', upcoming: 'tulossa' };

const requested: TrackedStep = {
  id: 'requested',
  label: 'Pyydetty',
  state: 'done',
  detail: '12.6.2026 14.05',
  dateTime: '2026-06-12T11:05:00Z',
};
const approved: TrackedStep = {
  id: 'approved',
  label: 'Hyväksytty',
  state: 'done',
  detail: '12.6.2026 14.07',
  dateTime: '2026-06-12T11:07:00Z',
};
const paid: TrackedStep = {
  id: 'paid',
  label: 'Maksettu',
  state: 'done',
  detail: '12.6.2026 14.10',
  dateTime: '2026-06-12T11:10:00Z',
};

/** The steps of a withdrawal in each of its states. */
const withdrawal = {
  requested: [
    requested,
    { id: 'approved', label: 'Hyväksytty', state: 'current', detail: 'Odottaa' },
    { id: 'paid', label: 'Maksettu', state: 'upcoming' },
  ],
  approved: [requested, approved, { id: 'paid', label: 'Maksettu', state: 'current', detail: 'Odottaa' }],
  paid: [requested, approved, paid],
  cancelled: [
    requested,
    { id: 'cancelled', label: 'Peruttu', state: 'failed', detail: '12.6.2026 14.06', dateTime: '2026-06-12T11:06:00Z' },
  ],
  refused: [
    requested,
    approved,
    { id: 'refused', label: 'Hylätty', state: 'failed', detail: '12.6.2026 14.09', dateTime: '2026-06-12T11:09:00Z' },
  ],
} satisfies Record<string, TrackedStep[]>;

const meta = {
  title: 'Casino/StepTracker',
  component: StepTracker,
  tags: ['autodocs'],
  args: { label: 'Kotiutuksen vaiheet', steps: withdrawal.paid, stateLabels },
} satisfies Meta<typeof StepTracker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every step taken: an ordered list, each with its time, none awaited. */
export const Paid: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Kotiutuksen vaiheet' });
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Pyydetty, tehty12.6.2026 14.05',
      'Hyväksytty, tehty12.6.2026 14.07',
      'Maksettu, tehty12.6.2026 14.10',
    ]);
    await expect(items[2]!.querySelector('time')).toHaveAttribute('dateTime', '2026-06-12T11:10:00Z');
    await expect(list.querySelector('[aria-current]')).toBeNull();
  },
};

/** Just requested: the approval is awaited (the current step), the payment still to come. */
export const Requested: Story = {
  args: { steps: withdrawal.requested },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[1]).toHaveTextContent('Hyväksytty, käynnissäOdottaa');
    await expect(items[2]).not.toHaveAttribute('aria-current');
    await expect(items[2]).toHaveTextContent('Maksettu, tulossa');
  },
};

export const Approved: Story = {
  args: { steps: withdrawal.approved },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
  },
};

/** Cancelled by the player: the last step failed, and says when. */
export const Cancelled: Story = {
  args: { steps: withdrawal.cancelled },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[1]).toHaveTextContent('Peruttu, epäonnistui12.6.2026 14.06');
    await expect(canvas.getByRole('list').querySelector('[aria-current]')).toBeNull();
  },
};

export const Refused: Story = {
  args: { steps: withdrawal.refused },
};

const longSteps: TrackedStep[] = [
  { ...requested, label: 'Kotiutuspyyntö vastaanotettu ja kirjattu' },
  {
    id: 'approved',
    label: 'Maksunvälittäjän hyväksyntä tunnistautumisen jälkeen',
    state: 'current',
    detail: 'Odottaa maksunvälittäjän vahvistusta pankkiyhteyden kautta',
  },
  { id: 'paid', label: 'Maksettu pankkitilillesi', state: 'upcoming' },
];

export const LongFinnishText: Story = {
  args: { steps: longSteps },
  decorators: [narrowColumn],
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector<HTMLElement>('[data-testid="narrow-column"]')!);
  },
};

/** A withdrawal's steps in each of its states (the visual-regression target). */
export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="sm:grid sm:grid-cols-3">
      <State label="Pyydetty">
        <StepTracker label="Kotiutuksen vaiheet" steps={withdrawal.requested} stateLabels={stateLabels} />
      </State>
      <State label="Hyväksytty">
        <StepTracker label="Kotiutuksen vaiheet" steps={withdrawal.approved} stateLabels={stateLabels} />
      </State>
      <State label="Maksettu">
        <StepTracker label="Kotiutuksen vaiheet" steps={withdrawal.paid} stateLabels={stateLabels} />
      </State>
      <State label="Peruttu">
        <StepTracker label="Kotiutuksen vaiheet" steps={withdrawal.cancelled} stateLabels={stateLabels} />
      </State>
      <State label="Hylätty">
        <StepTracker label="Kotiutuksen vaiheet" steps={withdrawal.refused} stateLabels={stateLabels} />
      </State>
      <State label="Pitkä teksti">
        <StepTracker label="Kotiutuksen vaiheet" steps={longSteps} stateLabels={stateLabels} />
      </State>
    </States>
  ),
};
