import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loadInBrowser, loadOnServer } from '../app/route-data';
import { HomePage, loadHome } from '../features/lobby/home-page';

export const loader = (args: LoaderFunctionArgs) => loadOnServer(args, loadHome);
export const clientLoader = (args: ClientLoaderFunctionArgs) => loadInBrowser(args, loadHome);

/** Home (spec 2.1 /): the jackpots and the lobby's rails. */
export default function Home() {
  return <HomePage />;
}
