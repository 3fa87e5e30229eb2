import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import News, * as news from '../../routes/news';
import { content } from '../../stories/contract-handlers';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';

const t = textsIn('fi');

const meta = {
  title: 'Screens/News',
  component: News,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: { ...screenParameters({ path: '/uutiset', pages: { NEWS: news } }) },
} satisfies Meta<typeof News>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Finnish news, newest first, as cards with picture, date and reading time (the visual baseline). */
export const AllStates: Story = {
  name: 'With articles (baseline)',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t('content.news.heading') })).toBeVisible();
    const cards = within(canvas.getByRole('main')).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(within(cards[0]!).getByRole('link', { name: /Näin asetat tappiorajan/ })).toHaveAttribute(
      'href',
      '/kampanjat/nain-asetat-tappiorajan',
    );
    await expect(within(cards[0]!).getByText(t('content.article.readingTime', { count: 3 }))).toBeVisible();
    // Campaign articles are not news.
    await expect(canvas.queryByText(/Kirjaviikko/)).toBeNull();
  },
};

/** No news in the locale. */
export const Empty: Story = {
  parameters: { msw: { handlers: { articles: content.get('/articles', []) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('content.news.empty'))).toBeVisible();
  },
};
