import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { Badge } from '../badge/badge';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from './collapsible';

const campaigns = ['Tervetuliaisbonus 100 %', 'Viikonlopun talletuskampanja', 'Syksyn kierrätysbonus'];

function CampaignList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <>
      <CollapsibleTrigger aside={<Badge count={items.length} label={`${items.length} kampanjaa`} />}>
        {title}
      </CollapsibleTrigger>
      <CollapsibleContent>
        <ul className="flex flex-col divide-y divide-border text-sm">
          {items.map((item) => (
            <li key={item} className="py-2 wrap-break-word">
              {item}
            </li>
          ))}
        </ul>
      </CollapsibleContent>
    </>
  );
}

const meta = {
  title: 'Components/Collapsible',
  component: Collapsible,
  tags: ['autodocs'],
  args: { onOpenChange: fn() },
  argTypes: { open: { control: 'boolean' }, disabled: { control: 'boolean' } },
  render: (args) => (
    <Collapsible {...args}>
      <CampaignList title="Aktiiviset talletuskampanjat" items={campaigns} />
    </Collapsible>
  ),
} satisfies Meta<typeof Collapsible>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Aktiiviset talletuskampanjat/ });
    await expect(trigger).toHaveAccessibleName('Aktiiviset talletuskampanjat 3 kampanjaa');
    await expect(canvas.queryByRole('listitem')).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Disabled: Story = { args: { disabled: true } };

export const LongFinnishText: Story = {
  args: { defaultOpen: true },
  decorators: [narrowColumn],
  render: (args) => (
    <Collapsible {...args}>
      <CampaignList
        title="Aktiiviset ilmaiskierroskampanjat ja voimassa olevat bonustarjoukset"
        items={['Joulukalenterin ylläpitämättömyyskorvausilmaiskierrokset Book of Dead -peliin']}
      />
    </Collapsible>
  ),
  play: async ({ canvas }) => {
    await expectNoOverflow(canvas.getByTestId('narrow-column'));
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 md:grid-cols-3">
      <State label="Kiinni">
        <Collapsible>
          <CampaignList title="Talletuskampanjat" items={campaigns} />
        </Collapsible>
      </State>
      <State label="Auki">
        <Collapsible defaultOpen>
          <CampaignList title="Ilmaiskierrokset" items={campaigns} />
        </Collapsible>
      </State>
      <State label="Ei käytössä">
        <Collapsible disabled>
          <CampaignList title="Päättyneet" items={[]} />
        </Collapsible>
      </State>
    </States>
  ),
};
