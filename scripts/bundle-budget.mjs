// Prints what the built app (apps/casino/dist) sends before the first render, gzip and brotli, and fails when the
// initial JavaScript or CSS is over its budget. Lazily loaded chunks are listed too, without a budget.
// Usage: node scripts/bundle-budget.mjs (after `npm run build -w @casino/app`).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const budgets = { js: 165_000, css: 15_000 }; // bytes, gzip, of what index.html loads
const dist = 'apps/casino/dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]));

const rows = readdirSync(join(dist, 'assets'))
  .filter((file) => /\.(js|css)$/.test(file))
  .map((file) => {
    const bytes = readFileSync(join(dist, 'assets', file));
    return {
      file,
      kind: file.endsWith('.css') ? 'css' : 'js',
      initial: initial.has(`assets/${file}`),
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes).length,
    };
  })
  .sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzip - a.gzip);

const kB = (n) => (n / 1000).toFixed(1).padStart(7);
console.log(`${'file'.padEnd(44)} ${'load'.padEnd(7)}     raw    gzip  brotli (kB)`);
for (const r of rows)
  console.log(
    `${r.file.padEnd(44)} ${(r.initial ? 'initial' : 'lazy').padEnd(7)} ${kB(r.raw)} ${kB(r.gzip)} ${kB(r.brotli)}`,
  );

let over = false;
for (const kind of ['js', 'css']) {
  const total = rows.filter((r) => r.initial && r.kind === kind).reduce((sum, r) => sum + r.gzip, 0);
  const ok = total <= budgets[kind];
  over ||= !ok;
  console.log(`initial ${kind}: ${kB(total)} kB gzip, budget ${kB(budgets[kind])} kB: ${ok ? 'ok' : 'OVER BUDGET'}`);
}
process.exit(over ? 1 : 0);
