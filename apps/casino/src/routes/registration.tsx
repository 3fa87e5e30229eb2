import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loadInBrowser, loadOnServer } from '../app/route-data';
import { loadRegistrationPage, RegistrationPage } from '../features/registration/registration-page';

export const loader = (args: LoaderFunctionArgs) => loadOnServer(args, loadRegistrationPage);
export const clientLoader = (args: ClientLoaderFunctionArgs) => loadInBrowser(args, loadRegistrationPage);

/** Registration (spec 2.1: /rekisteroidy, /registration, /registreerimine), for visitors. */
export default RegistrationPage;
