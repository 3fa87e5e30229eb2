import { redirect, type ClientLoaderFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { canonicalPath } from '../app/routes';

/**
 * A path under /fi (spec 2.1: "the locale prefix is fi, en or et"): Finnish is served without a prefix, so /fi/kirjaudu
 * answers a permanent redirect to /kirjaudu and /fi to /, with the query kept. Old links and bookmarks keep working.
 */
export function loader({ request }: LoaderFunctionArgs): never {
  throw redirect(canonicalPath(new URL(request.url)), 301);
}

export function clientLoader({ request }: ClientLoaderFunctionArgs): never {
  throw redirect(canonicalPath(new URL(request.url)), 301);
}

export default function DefaultLocalePrefix() {
  return null;
}
