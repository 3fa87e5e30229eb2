import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { artwork } from '../../fixtures/images';
import { State, States } from '../../fixtures/states';
import { expectNoOverflow } from '../../fixtures/story-kit';
import { ArticleCard, type ArticleCardProps } from './article-card';

/** One artwork at two widths of the same shape, as the app builds them from the image service. */
const image = {
  src: artwork(30, 640, 360),
  srcSet: `${artwork(30, 640, 360)} 640w, ${artwork(30, 1280, 720)} 1280w`,
  sizes: '20rem',
};

const article: ArticleCardProps = {
  title: 'Kirjojen viikko: 50 ilmaiskierrosta',
  href: '#kampanjat/kirjojen-viikko',
  image,
  date: { text: '12.6.2026', dateTime: '2026-06-12' },
  readingTime: '3 min lukuaika',
  excerpt: 'Talleta tällä viikolla vähintään 20 € ja saat 50 ilmaiskierrosta Book of Dead -peliin.',
};

const meta = {
  title: 'Casino/ArticleCard',
  component: ArticleCard,
  tags: ['autodocs'],
  args: article,
  render: (args) => (
    <div className="w-80 max-w-full">
      <ArticleCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below the fold: the picture loads lazily, from the source that fits. The whole card follows its title link. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const picture = canvasElement.querySelector('img')!;
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture).toHaveAttribute('srcset', image.srcSet);
    await expect(picture).toHaveAttribute('sizes', image.sizes);
    await expect(picture).toHaveAttribute('alt', '');
    const link = canvas.getByRole('link', { name: article.title });
    await expect(link).toHaveAttribute('href', '#kampanjat/kirjojen-viikko');
    await expect(canvas.getByText('3 min lukuaika')).toBeVisible();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** In the first screenful the picture loads eagerly, at the browser's own priority. */
export const AboveTheFold: Story = {
  args: { aboveTheFold: true },
  play: async ({ canvasElement }) => {
    const picture = canvasElement.querySelector('img')!;
    await expect(picture).toHaveAttribute('loading', 'eager');
    await expect(picture).toHaveAttribute('fetchpriority', 'auto');
  },
};

/** The page's first card: its picture, the likely LCP, loads eagerly with high priority. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const picture = canvasElement.querySelector('img')!;
    await expect(picture).toHaveAttribute('loading', 'eager');
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
  },
};

export const WithoutImage: Story = {
  args: { image: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const WithoutExcerptAndDate: Story = {
  args: { excerpt: undefined, date: undefined, readingTime: '1 min lukuaika' },
};

export const LongFinnishText: Story = {
  args: {
    title: 'Vastuullisen pelaamisen työkalut: tappiorajojen, pelitaukojen ja itsearvioinnin käyttöönotto-opas',
    excerpt:
      'Tutustu kuukausittaisten tappiorajojen asettamiseen, pelitauon aktivointiin ja pelikäyttäytymisen seurantaan yksityiskohtaisesti.',
    readingTime: '12 minuutin lukuaika',
  },
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector<HTMLElement>('[data-slot="article-card"]')!);
  },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  render: () => (
    <States className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
      <State label="Perus">
        <ArticleCard {...article} />
      </State>
      <State label="Ilman kuvaa">
        <ArticleCard {...article} image={undefined} />
      </State>
      <State label="Vain otsikko">
        <ArticleCard {...article} image={undefined} excerpt={undefined} date={undefined} readingTime="1 min lukuaika" />
      </State>
      <State label="Pitkä teksti">
        <ArticleCard {...article} {...LongFinnishText.args} />
      </State>
    </States>
  ),
};
