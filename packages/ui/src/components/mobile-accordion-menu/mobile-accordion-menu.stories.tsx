import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { longNavItems, navItems } from '../../fixtures/casino';
import { State, States } from '../../fixtures/states';
import { expectNoOverflow, narrowColumn } from '../../fixtures/story-kit';
import { MobileAccordionMenu } from './mobile-accordion-menu';

const meta = {
  title: 'Components/MobileAccordionMenu',
  component: MobileAccordionMenu,
  tags: ['autodocs'],
  args: { label: 'Valikko', items: navItems() },
} satisfies Meta<typeof MobileAccordionMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sections open and close with Enter and Space; the links inside are reached with Tab. */
export const Default: Story = {
  decorators: [narrowColumn],
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Kasinopelit' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Suosikit' })).toBeNull();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Suosikit' })).toHaveFocus();
    trigger.focus();
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const LoggedOut: Story = {
  args: { items: navItems().filter((item) => item.label !== 'Bonuspyörä') },
  decorators: [narrowColumn],
};

export const LongFinnishText: Story = {
  args: { items: longNavItems },
  decorators: [narrowColumn],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kaikki kolikkopelit ja pöytäpelit' }));
    await expectNoOverflow(canvasElement.querySelector<HTMLElement>('[data-testid="narrow-column"]')!);
  },
};

const openItems = navItems().map((item) =>
  item.label === 'Kasinopelit'
    ? { ...item, current: true, children: item.children?.map((child, i) => ({ ...child, current: i === 0 })) }
    : { ...item, current: false },
);

/** The section holding the current page starts open. */
export const CurrentSectionOpen: Story = {
  args: { items: openItems },
  decorators: [narrowColumn],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Kasinopelit' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Suosikit' })).toHaveAttribute('aria-current', 'page');
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 md:grid-cols-2">
      <State label="Suljettu">
        <MobileAccordionMenu label="Valikko 1" items={navItems()} />
      </State>
      <State label="Nykyisen sivun osio auki">
        <MobileAccordionMenu label="Valikko 3" items={openItems} />
      </State>
      <State label="Pitkä teksti">
        <MobileAccordionMenu label="Valikko 2" items={longNavItems} />
      </State>
    </States>
  ),
};
