import type { HttpHandler } from 'msw';
import { expect, screen } from 'storybook/test';
import { textsIn } from '../../stories/screen';

const t = textsIn('fi');

/** What a list's stories vary: its answer by name, on five pages, on none, pending and refused. */
interface ListAnswers {
  /** The name of the list's answer in the screen's handlers (site-answers.ts style). */
  name: string;
  fivePages: HttpHandler;
  none: HttpHandler;
  pending: HttpHandler;
  refused: HttpHandler;
  /** A text the first page shows once its rows are there. */
  rowText: string;
}

interface StoryContext {
  userEvent: { click: (element: Element) => Promise<void> };
}

/**
 * The states of a paged list of the panel (deposits, game actions): the first page of five (the visual baseline),
 * a middle page, empty, loading and error, for a stories file whose meta opens the panel on the list.
 */
export function pagedListStories({ name, fivePages, none, pending, refused, rowText }: ListAnswers) {
  const handlers = (handler: HttpHandler) => ({ msw: { handlers: { [name]: handler } } });
  return {
    firstPage: {
      parameters: handlers(fivePages),
      play: async () => {
        await expect(await screen.findAllByText(rowText)).not.toHaveLength(0);
        const pages = screen.getByRole('navigation', { name: t('panel.transactions.pages') });
        await expect(pages).toBeVisible();
      },
    },
    middlePage: {
      parameters: handlers(fivePages),
      play: async ({ userEvent }: StoryContext) => {
        const next = await screen.findByRole('button', { name: t('panel.transactions.nextPage') });
        await userEvent.click(next);
        await userEvent.click(next);
        const third = await screen.findByRole('button', { name: t('panel.transactions.page', { page: 3 }) });
        await expect(third).toHaveAttribute('aria-current', 'page');
      },
    },
    empty: {
      parameters: handlers(none),
      play: async () => {
        await expect(await screen.findByText(t('panel.transactions.empty'))).toBeVisible();
      },
    },
    loading: {
      parameters: handlers(pending),
      play: async () => {
        await expect(await screen.findByRole('status', { name: t('panel.transactions.loading') })).toBeVisible();
      },
    },
    failed: {
      parameters: handlers(refused),
      play: async () => {
        await expect(await screen.findByText(t('panel.transactions.error'))).toBeVisible();
        await expect(screen.getByRole('button', { name: t('panel.transactions.retry') })).toBeVisible();
      },
    },
  };
}
