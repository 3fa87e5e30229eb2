import type { LoaderFunctionArgs } from 'react-router';

/** /robots.txt: everything public may be crawled; the services and the player's own pages are not pages to index. */
export function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    'User-agent: *',
    'Disallow: /player-api/',
    'Disallow: /api/',
    'Disallow: /cms/',
    'Disallow: /game-launch/',
    'Allow: /',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
