import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loadInBrowser, loadOnServer } from '../app/route-data';
import { loadStaticPage, StaticPage } from '../features/content/static-page';

export const loader = (args: LoaderFunctionArgs) => loadOnServer(args, loadStaticPage);
export const clientLoader = (args: ClientLoaderFunctionArgs) => loadInBrowser(args, loadStaticPage);

/** A content page at /{slug} (terms, privacy, responsible gaming...); an unknown slug or an article is not found. */
export default function ContentPage() {
  return <StaticPage />;
}
