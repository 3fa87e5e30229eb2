import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dices, House, LogIn, Menu, Search, UserRound } from 'lucide-react';
import { expect, fn } from 'storybook/test';

import { State, States } from '../../fixtures/states';
import { expectNoOverflow } from '../../fixtures/story-kit';
import { Badge } from '../badge/badge';
import { BottomBar, BottomBarItem } from './bottom-bar';

type BarState = {
  label?: string;
  loggedIn: boolean;
  spins: number;
  bonuses: number;
  labels?: Partial<Record<string, string>>;
};

const onSearch = fn();
const onMenu = fn();

/** The spec's five items: the wheel badge shows spins ≥ 1, the profile badge free spins plus campaigns ≥ 1. */
function CasinoBottomBar({ label = 'Alavalikko', loggedIn, spins, bonuses, labels = {} }: BarState) {
  return (
    <BottomBar label={label}>
      <BottomBarItem asChild icon={<House />} current>
        <a href="#koti">{labels.home ?? 'Koti'}</a>
      </BottomBarItem>
      <BottomBarItem
        asChild
        icon={<Dices />}
        badge={loggedIn ? <Badge count={spins} label={`${spins} pyöräytystä`} /> : undefined}
      >
        <a href="#bonuspeli">{labels.wheel ?? 'Pyörä'}</a>
      </BottomBarItem>
      {loggedIn ? (
        <BottomBarItem icon={<UserRound />} badge={<Badge count={bonuses} label={`${bonuses} bonusta`} />}>
          {labels.profile ?? 'Profiili'}
        </BottomBarItem>
      ) : (
        <BottomBarItem icon={<LogIn />}>{labels.login ?? 'Kirjaudu'}</BottomBarItem>
      )}
      <BottomBarItem icon={<Search />} onClick={onSearch}>
        {labels.search ?? 'Haku'}
      </BottomBarItem>
      <BottomBarItem icon={<Menu />} onClick={onMenu}>
        {labels.menu ?? 'Valikko'}
      </BottomBarItem>
    </BottomBar>
  );
}

const meta = {
  title: 'Components/BottomBar',
  component: BottomBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { label: 'Alavalikko' },
  render: () => <CasinoBottomBar loggedIn spins={3} bonuses={2} />,
} satisfies Meta<typeof BottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged in with spins and bonuses; every item is reached with Tab and the buttons work with Enter. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Koti' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: /Pyörä/ })).toHaveAccessibleName('Pyörä 3 pyöräytystä');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Profiili/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onSearch).toHaveBeenCalledOnce();
  },
};

/** No badges at zero: the wheel and profile show just their icons. */
export const NoBadges: Story = {
  render: () => <CasinoBottomBar loggedIn spins={0} bonuses={0} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="badge"]')).toHaveLength(0);
  },
};

export const LoggedOut: Story = {
  render: () => <CasinoBottomBar loggedIn={false} spins={3} bonuses={2} />,
};

const longLabels = {
  home: 'Etusivulle',
  wheel: 'Bonuspyöräytykset',
  profile: 'Pelaajaprofiili',
  search: 'Pelihakutoiminto',
  menu: 'Lisävalinnat',
};

export const LongFinnishText: Story = {
  render: () => (
    <div className="w-80">
      <CasinoBottomBar loggedIn spins={12} bonuses={120} labels={longLabels} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector<HTMLElement>('[data-slot="bottom-bar"]')!);
    // Long single words break inside their own fifth of the bar instead of running into the neighbours
    // (the badges may float over the edge of the icon's corner; the labels may not).
    for (const item of canvasElement.querySelectorAll<HTMLElement>('[data-slot="bottom-bar-action"]')) {
      const box = item.getBoundingClientRect();
      for (const node of item.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE) continue;
        const range = document.createRange();
        range.selectNode(node);
        const label = range.getBoundingClientRect();
        await expect(label.left).toBeGreaterThanOrEqual(box.left);
        await expect(label.right).toBeLessThanOrEqual(box.right);
      }
    }
  },
};

export const AllStates: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <States>
      <State label="Kirjautunut, merkit">
        <CasinoBottomBar label="Alavalikko 1" loggedIn spins={3} bonuses={2} />
      </State>
      <State label="Kirjautunut, ei merkkejä">
        <CasinoBottomBar label="Alavalikko 2" loggedIn spins={0} bonuses={0} />
      </State>
      <State label="Kirjautumaton">
        <CasinoBottomBar label="Alavalikko 3" loggedIn={false} spins={0} bonuses={0} />
      </State>
      <State label="Pitkä teksti, 99+">
        <div className="w-80">
          <CasinoBottomBar label="Alavalikko 4" loggedIn spins={12} bonuses={120} labels={longLabels} />
        </div>
      </State>
    </States>
  ),
};
