// Serves a folder (the built Storybook) on 127.0.0.1 and prints the port it got, for scripts/storybook-test.sh.
// Usage: node .storybook/serve-static.mjs <folder> [port]; port 0 (the default) takes any free port.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? 'storybook-static');
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** The file a URL path names inside root, its index.html for a folder, or null. */
async function resolveFile(urlPath) {
  const file = path.join(root, path.normalize(decodeURIComponent(urlPath)));
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  const info = await stat(file).catch(() => null);
  if (info?.isDirectory()) return resolveFile(path.posix.join(urlPath, 'index.html'));
  return info?.isFile() ? file : null;
}

const server = createServer(async (request, response) => {
  const file = await resolveFile(new URL(request.url ?? '/', 'http://localhost').pathname).catch(() => null);
  if (!file) {
    response.writeHead(404).end('Not found');
    return;
  }
  // Vite's hashed assets can be cached for good: test-environment.js loads iframe.html again for each story file in
  // one page, which then takes them from the browser's cache.
  const immutable = file.startsWith(path.join(root, 'assets') + path.sep);
  response.writeHead(200, {
    'content-type': types[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(file).pipe(response);
});

server.listen(Number(process.argv[3] ?? 0), '127.0.0.1', () => {
  console.log(server.address().port);
});
