import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loadInBrowser, loadOnServer } from '../app/route-data';
import { ArticleList, loadArticles } from '../features/content/article-list';

export const loader = (args: LoaderFunctionArgs) => loadOnServer(args, loadArticles);
export const clientLoader = (args: ClientLoaderFunctionArgs) => loadInBrowser(args, loadArticles);

/** News (spec 2.1: /uutiset, /news, /uudised): the news articles of the locale. */
export default function News() {
  return <ArticleList category="news" />;
}
