import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loadInBrowser, loadOnServer } from '../app/route-data';
import { loadProviderPage, ProviderPage } from '../features/lobby/provider-page';

export const loader = (args: LoaderFunctionArgs) => loadOnServer(args, loadProviderPage);
export const clientLoader = (args: ClientLoaderFunctionArgs) => loadInBrowser(args, loadProviderPage);

/** A single provider (/gameprovider/{id}/{slug}). */
export default function Provider() {
  return <ProviderPage />;
}
