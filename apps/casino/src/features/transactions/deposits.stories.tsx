import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { player } from '../../stories/contract-handlers';
import { screenParameters, withScreen } from '../../stories/screen';
import { DepositsPanelPage } from './transaction-panel-pages';
import { panelOpenOn } from '../../shared/profile-panel/panel-story';
import { pagedListStories } from './list-stories';
import { deposits, refused } from './story-answers';

const meta = {
  title: 'Screens/Panel/Deposits',
  component: DepositsPanelPage,
  tags: ['autodocs'],
  decorators: [withScreen],
  args: { push: fn(), back: fn(), close: fn() },
  parameters: screenParameters({ path: '/', pages: panelOpenOn('transactions', 'deposits'), session: 'player' }),
} satisfies Meta<typeof DepositsPanelPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pagedListStories({
  name: 'deposits',
  fivePages: deposits(5),
  none: deposits(0),
  pending: player.pending('get', '/transactions/deposits'),
  refused: player.refuse('get', '/transactions/deposits', refused, 500),
  rowText: '1 250,00 €',
});

/** The first of five pages: date, status and sum, and the pages 1, 2 and 5 (the visual baseline). */
export const AllStates: Story = { name: 'First page (baseline)', ...states.firstPage };

/** Page 3 of 5: first, previous, current, next and last. */
export const MiddlePage: Story = states.middlePage;

/** No deposits yet. */
export const Empty: Story = states.empty;

/** The deposits are on their way. */
export const Loading: Story = states.loading;

/** The deposits cannot be loaded: the error, and a retry. */
export const Failed: Story = { name: 'Error', ...states.failed };
