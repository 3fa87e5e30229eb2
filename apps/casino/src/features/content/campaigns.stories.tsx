import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Campaigns, * as campaigns from '../../routes/campaigns';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';

const t = textsIn('en');

const meta = {
  title: 'Screens/Campaigns',
  component: Campaigns,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters({ path: '/en/campaigns', pages: { CAMPAIGNS: campaigns } }),
} satisfies Meta<typeof Campaigns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The English campaigns (the visual baseline). */
export const AllStates: Story = {
  name: 'With articles (baseline)',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t('content.campaigns.heading') })).toBeVisible();
    const cards = within(canvas.getByRole('main')).getAllByRole('listitem');
    await expect(cards).toHaveLength(1);
    await expect(within(cards[0]!).getByRole('link', { name: /Book week/ })).toHaveAttribute(
      'href',
      '/en/campaigns/book-week',
    );
  },
};
