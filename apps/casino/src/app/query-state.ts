import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';

const ELEMENT_ID = 'query-state';

/**
 * The server's query cache as a script element for the end of the page: what the loaders fetched, so the browser
 * renders from it without fetching it again. JSON that is safe inside <script> (no '</script>' can end it early).
 */
export function queryStateScript(queryClient: QueryClient): string {
  const json = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
  return `<script id="${ELEMENT_ID}" type="application/json">${json}</script>`;
}

/** Before hydration: fills the browser's cache with the state the server rendered with. */
export function receiveQueryState(queryClient: QueryClient, document: Document) {
  const json = document.getElementById(ELEMENT_ID)?.textContent;
  if (json) hydrate(queryClient, JSON.parse(json));
}
