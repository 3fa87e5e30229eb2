import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loadInBrowser, loadOnServer } from '../app/route-data';
import { ArticleList, loadArticles } from '../features/content/article-list';

export const loader = (args: LoaderFunctionArgs) => loadOnServer(args, loadArticles);
export const clientLoader = (args: ClientLoaderFunctionArgs) => loadInBrowser(args, loadArticles);

/** Campaigns (spec 2.1: /kampanjat, /campaigns, /kampaaniad): the campaign articles of the locale. */
export default function Campaigns() {
  return <ArticleList category="campaign" />;
}
