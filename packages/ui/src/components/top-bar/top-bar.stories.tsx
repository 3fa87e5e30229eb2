import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { longNavItems, navItems, storyLogo } from '../../fixtures/casino';
import { State, States } from '../../fixtures/states';
import { GameOnButton, BalanceButton } from '../balance-button/balance-button';
import { Button } from '../button/button';
import { SearchBox } from '../search-box/search-box';
import { TopBar } from './top-bar';

const loggedOutActions = (
  <>
    <Button variant="secondary" size="sm">
      Kirjaudu
    </Button>
    <Button size="sm">Rekisteröidy</Button>
  </>
);

const meta = {
  title: 'Components/TopBar',
  component: TopBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    logo: storyLogo,
    navLabel: 'Päävalikko',
    items: navItems(),
    actions: <BalanceButton label="Saldo" balance={1250.5} locale="fi-FI" loadingLabel="Ladataan saldoa" />,
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged in: the balance button at the end; the games menu opens with the keyboard and closes with Escape. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Päävalikko' });
    await expect(canvas.getByRole('link', { name: 'Etusivu' })).toHaveAttribute('aria-current', 'page');
    const trigger = canvas.getByRole('button', { name: 'Kasinopelit' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const favourites = await canvas.findByRole('link', { name: 'Suosikit' });
    await expect(nav).toContainElement(favourites);
    await userEvent.tab();
    await expect(favourites).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(trigger).toHaveFocus();
  },
};

export const LoggedOut: Story = {
  args: { items: navItems().filter((item) => item.label !== 'Bonuspyörä'), actions: loggedOutActions },
};

/** On a game page the balance button gives way to the 'game on' button. */
export const GamePage: Story = {
  args: { actions: <GameOnButton>Peli käynnissä</GameOnButton> },
};

export const BalanceLoading: Story = {
  args: { actions: <BalanceButton label="Saldo" locale="fi-FI" loadingLabel="Ladataan saldoa" /> },
};

export const LongFinnishText: Story = {
  args: { items: longNavItems, actions: loggedOutActions },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector<HTMLElement>('[data-slot="top-bar"]');
    await expect(bar?.scrollWidth).toBeLessThanOrEqual(bar?.clientWidth ?? 0);
  },
};

/** The visual-regression target. Below the large breakpoint the page links move to the mobile menu. */
export const AllStates: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <States>
      <State label="Kirjautunut, haku">
        <TopBar
          logo={storyLogo}
          navLabel="Päävalikko 1"
          items={navItems()}
          search={
            <SearchBox
              label="Hae pelejä"
              placeholder="Hae pelejä…"
              value=""
              status="idle"
              groups={[]}
              onValueChange={() => {}}
              onSelect={() => {}}
              searchingText="Haetaan…"
              notFoundText="Ei tuloksia."
            />
          }
          actions={meta.args.actions}
        />
      </State>
      <State label="Kirjautumaton">
        <TopBar logo={storyLogo} navLabel="Päävalikko 2" items={navItems().slice(0, 3)} actions={loggedOutActions} />
      </State>
      <State label="Pelisivu">
        <TopBar
          logo={storyLogo}
          navLabel="Päävalikko 3"
          items={navItems()}
          actions={<GameOnButton>Peli käynnissä</GameOnButton>}
        />
      </State>
      <State label="Pitkä teksti">
        <TopBar logo={storyLogo} navLabel="Päävalikko 4" items={longNavItems} actions={loggedOutActions} />
      </State>
    </States>
  ),
};
