import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn, pressArrow } from '../../fixtures/story-kit';
import { SegmentedControl } from './radio-group';

/** The cool-off choices of the spec (section 9). */
const coolOffDays = [
  { value: '1', label: '1 päivä' },
  { value: '3', label: '3 päivää' },
  { value: '7', label: '7 päivää' },
];

/** The volatility classes, as the search panel offers them: Finnish's longest word in a phone's narrow column. */
const volatilities = [
  { value: 'all', label: 'Kaikki' },
  { value: 'low', label: 'Matala' },
  { value: 'medium', label: 'Keskitaso' },
  { value: 'high', label: 'Korkea' },
];

const meta = {
  title: 'Components/SegmentedControl',
  component: SegmentedControl,
  tags: ['autodocs'],
  args: { options: coolOffDays, 'aria-label': 'Pelitauon pituus', onValueChange: fn() },
  argTypes: { disabled: { control: 'boolean' } },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CoolOff: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Pelitauon pituus' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 päivä' })).toHaveFocus();
    const [, three, seven] = canvas.getAllByRole('radio');
    await pressArrow(userEvent, 'ArrowRight', three!);
    await pressArrow(userEvent, 'ArrowRight', seven!);
    await expect(seven).toBeChecked();
    await expect(seven).toHaveAccessibleName('7 päivää');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('7');
    await pressArrow(userEvent, 'ArrowLeft', three!);
    await expect(three).toBeChecked();
  },
};

export const Chosen: Story = { args: { defaultValue: '3' } };

/** The pointer over the chosen segment keeps its dark text on the accent (a light hover text failed AA contrast). */
export const ChosenHovered: Story = {
  args: { defaultValue: '3' },
  play: async ({ canvas, userEvent }) => {
    const chosen = canvas.getByRole('radio', { name: '3 päivää' });
    const before = getComputedStyle(chosen).color;
    await userEvent.hover(chosen);
    await expect(getComputedStyle(chosen).color).toBe(before);
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '7' } };

export const LongFinnishText: Story = {
  args: {
    options: [
      { value: '1', label: 'Vuorokauden mittainen tauko' },
      { value: '3', label: 'Kolmen vuorokauden tauko' },
      { value: '7', label: 'Viikon mittainen pelitauko' },
    ],
    defaultValue: '3',
  },
  decorators: [narrowColumn],
  play: async ({ canvas }) => {
    await expectNoOverflow(canvas.getByTestId('narrow-column'));
  },
};

/** `sm`: each segment as wide as its word, so four fit a phone's search panel without breaking one. */
export const Small: Story = {
  args: { size: 'sm', options: volatilities, defaultValue: 'all', 'aria-label': 'Volatiliteetti' },
  decorators: [narrowColumn],
  play: async ({ canvas }) => {
    await expectNoOverflow(canvas.getByTestId('narrow-column'));
    for (const radio of canvas.getAllByRole('radio')) {
      const lineHeight = parseFloat(getComputedStyle(radio).lineHeight);
      await expect(radio.scrollHeight, radio.textContent ?? '').toBeLessThan(2 * lineHeight + 16);
      await expect(radio.getClientRects()).toHaveLength(1);
    }
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 md:grid-cols-2">
      <State label="Ei valintaa">
        <SegmentedControl aria-label="Ei valintaa" options={coolOffDays} />
      </State>
      <State label="Valittu">
        <SegmentedControl aria-label="Valittu" options={coolOffDays} defaultValue="3" />
      </State>
      <State label="Yksi ei käytössä">
        <SegmentedControl
          aria-label="Yksi ei käytössä"
          options={coolOffDays.map((day) => ({ ...day, disabled: day.value === '7' }))}
          defaultValue="1"
        />
      </State>
      <State label="Ei käytössä">
        <SegmentedControl aria-label="Ei käytössä" options={coolOffDays} defaultValue="7" disabled />
      </State>
      <State label="Pieni: sanan levyiset osat">
        <SegmentedControl
          aria-label="Pieni"
          size="sm"
          options={volatilities}
          defaultValue="medium"
          className="max-w-80"
        />
      </State>
    </States>
  ),
};
