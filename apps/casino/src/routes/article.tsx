import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loadInBrowser, loadOnServer } from '../app/route-data';
import { ArticlePage, loadArticle } from '../features/content/article-page';

export const loader = (args: LoaderFunctionArgs) => loadOnServer(args, loadArticle);
export const clientLoader = (args: ClientLoaderFunctionArgs) => loadInBrowser(args, loadArticle);

/** A blog or campaign article (spec 2.1: campaigns/{slug}); an unknown slug is not found (HTTP 404). */
export default function Article() {
  return <ArticlePage />;
}
