import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loadInBrowser, loadOnServer } from '../app/route-data';
import { loadSection, SectionPage } from '../features/lobby/section-page';

const load = loadSection('livecasino');
export const loader = (args: LoaderFunctionArgs) => loadOnServer(args, load);
export const clientLoader = (args: ClientLoaderFunctionArgs) => loadInBrowser(args, load);

/** Live casino index (/livekasino): the live groups as rails, then every live game. */
export default function LiveCasino() {
  return <SectionPage type="livecasino" />;
}
