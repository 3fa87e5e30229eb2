import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const views = [
  { value: 'deposits', label: 'Talletukset', body: 'Ei talletuksia viimeisen 30 päivän ajalta.' },
  { value: 'withdrawals', label: 'Nostot', body: '2 nostoa, yhteensä 340,00 €.' },
  { value: 'games', label: 'Pelitapahtumat', body: '128 pelikierrosta.' },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultValue: 'deposits', onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Tapahtumat">
        {views.map((view) => (
          <TabsTrigger key={view.value} value={view.value}>
            {view.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {views.map((view) => (
        <TabsContent key={view.value} value={view.value} className="text-sm">
          {view.body}
        </TabsContent>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Transactions: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Talletukset' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const withdrawals = canvas.getByRole('tab', { name: 'Nostot' });
    await expect(withdrawals).toHaveFocus();
    await expect(withdrawals).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('withdrawals');
    await expect(canvas.getByRole('tabpanel', { name: 'Nostot' })).toHaveTextContent('2 nostoa');
    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const SecondSelected: Story = { args: { defaultValue: 'games' } };

export const LongFinnishText: Story = {
  decorators: [narrowColumn],
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Tapahtumat">
        <TabsTrigger value="deposits">Talletustapahtumat</TabsTrigger>
        <TabsTrigger value="withdrawals">Kotiutustapahtumat</TabsTrigger>
        <TabsTrigger value="games">Pelikierroshistoria</TabsTrigger>
      </TabsList>
      <TabsContent value="deposits" className="text-sm wrap-break-word">
        Talletustapahtumahistoriassa näkyvät kaikki viimeisen kahdentoista kuukauden aikana tehdyt talletukset.
      </TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    // The tab row scrolls sideways inside the column instead of widening the page.
    const column = canvas.getByTestId('narrow-column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    await expectNoOverflow(canvas.getByRole('tabpanel'));
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 md:grid-cols-2">
      {['deposits', 'games'].map((selected) => (
        <State key={selected} label={`Valittu: ${selected}`}>
          <Tabs defaultValue={selected}>
            <TabsList aria-label={`Tapahtumat ${selected}`}>
              {views.map((view) => (
                <TabsTrigger key={view.value} value={view.value}>
                  {view.label}
                </TabsTrigger>
              ))}
              <TabsTrigger value="closed" disabled>
                Suljetut
              </TabsTrigger>
            </TabsList>
            {views.map((view) => (
              <TabsContent key={view.value} value={view.value} className="text-sm">
                {view.body}
              </TabsContent>
            ))}
          </Tabs>
        </State>
      ))}
    </States>
  ),
};
