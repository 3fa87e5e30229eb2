import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loadInBrowser, loadOnServer } from '../app/route-data';
import { loadSection, SectionPage } from '../features/lobby/section-page';

const load = loadSection('slots');
export const loader = (args: LoaderFunctionArgs) => loadOnServer(args, load);
export const clientLoader = (args: ClientLoaderFunctionArgs) => loadInBrowser(args, load);

/** Slots index (/pelit): the slot groups as rails, then every slot game. */
export default function Slots() {
  return <SectionPage type="slots" />;
}
