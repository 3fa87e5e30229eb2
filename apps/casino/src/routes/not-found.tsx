import type { LoaderFunctionArgs } from 'react-router';
import { notFound } from '../app/route-data';

/** Every path that no page owns: HTTP 404 with the localised not-found page (root ErrorBoundary). */
export function loader(_: LoaderFunctionArgs): never {
  notFound();
}

export function clientLoader(): never {
  notFound();
}

export default function NotFound() {
  return null;
}
