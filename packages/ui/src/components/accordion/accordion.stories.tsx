import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

/** Spec 2.7 and 4: the three loss limits with their defaults. */
const limits = [
  { value: 'daily', title: 'Päiväraja', amount: '0 €' },
  { value: 'weekly', title: 'Viikkoraja', amount: '1 000 €' },
  { value: 'monthly', title: 'Kuukausiraja', amount: '2 000 €' },
];

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: { type: 'single', collapsible: true, onValueChange: fn() },
  argTypes: { type: { control: 'inline-radio', options: ['single', 'multiple'] } },
  render: (args) => (
    <Accordion {...args}>
      {limits.map((limit) => (
        <AccordionItem key={limit.value} value={limit.value}>
          <AccordionTrigger>
            <span>{limit.title}</span>
            <span className="text-sm font-normal text-fg-muted">{limit.amount}</span>
          </AccordionTrigger>
          <AccordionContent>Nykyinen raja {limit.amount}. Korotus tulee voimaan 7 päivän kuluttua.</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LossLimits: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const daily = canvas.getByRole('button', { name: /Päiväraja/ });
    const weekly = canvas.getByRole('button', { name: /Viikkoraja/ });
    await userEvent.tab();
    await expect(daily).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(weekly).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(weekly).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('weekly');
    await expect(canvas.getByRole('region', { name: /Viikkoraja/ })).toHaveTextContent('Nykyinen raja 1 000 €');
    await userEvent.keyboard('{End}{Enter}');
    await expect(canvas.getByRole('button', { name: /Kuukausiraja/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(weekly).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OneOpen: Story = { args: { defaultValue: 'weekly' } };

export const LongFinnishText: Story = {
  decorators: [narrowColumn],
  args: { defaultValue: 'long' },
  render: (args) => (
    <Accordion {...args}>
      <AccordionItem value="long">
        <AccordionTrigger>
          <span>Kuukausittainen tappioraja kaikille kasinopeleille yhteensä</span>
          <span className="text-sm font-normal text-fg-muted">100 000 €</span>
        </AccordionTrigger>
        <AccordionContent>
          Tappiorajan korottaminen edellyttää seitsemän vuorokauden harkinta-aikaa, jonka jälkeen uusi raja on
          vahvistettava erikseen.
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvas }) => {
    await expectNoOverflow(canvas.getByTestId('narrow-column'));
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 md:grid-cols-2">
      <State label="Kaikki kiinni">
        <Accordion type="single" collapsible>
          {limits.map((limit) => (
            <AccordionItem key={limit.value} value={limit.value}>
              <AccordionTrigger>
                <span>{limit.title}</span>
                <span className="text-sm font-normal text-fg-muted">{limit.amount}</span>
              </AccordionTrigger>
              <AccordionContent>Nykyinen raja {limit.amount}.</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </State>
      <State label="Yksi auki, yksi ei käytössä">
        <Accordion type="single" collapsible defaultValue="weekly">
          {limits.map((limit) => (
            <AccordionItem key={limit.value} value={limit.value} disabled={limit.value === 'monthly'}>
              <AccordionTrigger>
                <span>{limit.title}</span>
                <span className="text-sm font-normal text-fg-muted">{limit.amount}</span>
              </AccordionTrigger>
              <AccordionContent>
                Nykyinen raja {limit.amount}. Korotus tulee voimaan 7 päivän kuluttua.
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </State>
    </States>
  ),
};
