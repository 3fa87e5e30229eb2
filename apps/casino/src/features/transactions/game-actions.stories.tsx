import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { player } from '../../stories/contract-handlers';
import { screenParameters, withScreen } from '../../stories/screen';
import { GameActionsPanelPage } from './transaction-panel-pages';
import { panelOpenOn } from '../../shared/profile-panel/panel-story';
import { pagedListStories } from './list-stories';
import { gameActions, refused } from './story-answers';

const meta = {
  title: 'Screens/Panel/GameActions',
  component: GameActionsPanelPage,
  tags: ['autodocs'],
  decorators: [withScreen],
  args: { push: fn(), back: fn(), close: fn() },
  parameters: screenParameters({
    path: '/',
    pages: panelOpenOn('transactions', 'game-actions'),
    session: 'player',
  }),
} satisfies Meta<typeof GameActionsPanelPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pagedListStories({
  name: 'gameActions',
  fivePages: gameActions(5),
  none: gameActions(0),
  pending: player.pending('get', '/transactions/games'),
  refused: player.refuse('get', '/transactions/games', refused, 500),
  rowText: 'Gates of Olympus',
});

/** The first of five pages: date, game, bet and win, and the pages 1, 2 and 5 (the visual baseline). */
export const AllStates: Story = { name: 'First page (baseline)', ...states.firstPage };

/** Page 3 of 5: first, previous, current, next and last. */
export const MiddlePage: Story = states.middlePage;

/** No game actions yet. */
export const Empty: Story = states.empty;

/** The game actions are on their way. */
export const Loading: Story = states.loading;

/** The game actions cannot be loaded: the error, and a retry. */
export const Failed: Story = { name: 'Error', ...states.failed };
