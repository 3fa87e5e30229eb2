import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Article, * as article from '../../routes/article';
import * as campaigns from '../../routes/campaigns';
import { screenParameters, textsIn, withScreen } from '../../stories/screen';

const fi = textsIn('fi');
const en = textsIn('en');

const meta = {
  title: 'Screens/Article',
  component: Article,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: screenParameters({ path: '/kampanjat/kirjaviikko', pages: { ARTICLE: article, CAMPAIGNS: campaigns } }),
} satisfies Meta<typeof Article>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Finnish campaign article: back link, title, date, reading time, picture and body (the visual baseline). */
export const AllStates: Story = {
  name: 'Campaign (baseline)',
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Kirjaviikko: 50 ilmaiskierrosta' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: fi('content.article.backToCampaigns') })).toHaveAttribute(
      'href',
      '/kampanjat',
    );
    await expect(canvas.getByText('12.3.2026')).toHaveAttribute('datetime', '2026-03-12');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Näin osallistut' })).toBeVisible();
  },
};

/** The same article in English; the language switcher links its Finnish and Estonian slugs. */
export const InEnglish: Story = {
  parameters: { screen: { path: '/en/campaigns/book-week' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Book week: 50 free spins' })).toBeVisible();
    await expect(canvas.getByText(en('content.article.readingTime', { count: 1 }))).toBeVisible();
    const switcher = canvas.getByRole('navigation', { name: en('layout.languageSwitcher.label') });
    await expect(within(switcher).getByRole('link', { name: 'Suomi' })).toHaveAttribute(
      'href',
      '/kampanjat/kirjaviikko',
    );
  },
};
