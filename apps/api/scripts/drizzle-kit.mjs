// Runs drizzle-kit (`npm run db:generate -w @casino/api`) with `drizzle-orm` resolved from apps/api.
// npm nests drizzle-orm in apps/api/node_modules (one of its optional peers conflicts with a hoisted package)
// while drizzle-kit is hoisted to the root, where its imports of drizzle-orm find nothing
// ("Please install latest version of drizzle-orm"). Both its `import()` and its `require()` are pointed here.
import Module, { createRequire, register } from 'node:module';
import { fileURLToPath } from 'node:url';

const hook = `export async function resolve(specifier, context, next) {
  const redirect = specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');
  return next(specifier, redirect ? { ...context, parentURL: ${JSON.stringify(import.meta.url)} } : context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
process.env.NODE_PATH = fileURLToPath(new URL('../node_modules', import.meta.url));
Module._initPaths();

const require = createRequire(import.meta.url);
require(require.resolve('drizzle-kit').replace(/[^/]+$/, 'bin.cjs'));
