import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loadInBrowser, loadOnServer } from '../app/route-data';
import { ContentPage, GOLD_RUSH_SLUGS, loadContentPage } from '../features/content/content-page';

const load = loadContentPage(GOLD_RUSH_SLUGS);
export const loader = (args: LoaderFunctionArgs) => loadOnServer(args, load);
export const clientLoader = (args: ClientLoaderFunctionArgs) => loadInBrowser(args, load);

/** Gold rush (spec 2.1: /kultajahti, /gold-rush, /kullapalavik): the content page of the locale. */
export default function GoldRush() {
  return <ContentPage slugs={GOLD_RUSH_SLUGS} />;
}
