import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loadInBrowser, loadOnServer } from '../app/route-data';
import { loadProvidersPage, ProvidersPage } from '../features/lobby/providers-page';

export const loader = (args: LoaderFunctionArgs) => loadOnServer(args, loadProvidersPage);
export const clientLoader = (args: ClientLoaderFunctionArgs) => loadInBrowser(args, loadProvidersPage);

/** Game providers list (/pelivalmistajat). */
export default function Providers() {
  return <ProvidersPage />;
}
