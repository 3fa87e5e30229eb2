import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loadInBrowser, loadOnServer } from '../app/route-data';
import { GroupPage, loadGroupPage } from '../features/lobby/group-page';

export const loader = (args: LoaderFunctionArgs) => loadOnServer(args, loadGroupPage);
export const clientLoader = (args: ClientLoaderFunctionArgs) => loadInBrowser(args, loadGroupPage);

/** A game group, slots (/games/{id}/{slug}) or live casino (/livecasino/{id}/{slug}): the route says which. */
export default function GameGroup() {
  return <GroupPage />;
}
