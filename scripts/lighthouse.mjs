// Lighthouse on the built app served by the reference server (throwaway PGlite folder), in Debian's Chromium.
// Prints the category scores and the main metrics of each page on the mobile and the desktop presets, and fails when
// a score is under its budget. Usage: node scripts/lighthouse.mjs (after `npm run build -w @casino/app`).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const budgets = { performance: 0.9, accessibility: 1, 'best-practices': 0.9, seo: 0.9 };
const pages = ['/', '/en', '/et'];
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3198);
const origin = `http://localhost:${port}`;
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function waitFor(url, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'casino-lighthouse-'));
const server = spawn('npm', ['start', '-w', '@casino/api', '--silent'], {
  env: {
    ...process.env,
    PORT: String(port),
    STATIC_DIR: join(import.meta.dirname, '../apps/casino/build/client'),
    APP_SERVER: join(import.meta.dirname, '../apps/casino/build/server/index.js'),
    DATA_DIR: join(dataDir, 'pglite'),
    DATABASE_URL: '',
    NODE_ENV: 'test',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
let chrome;
let failed = false;
try {
  await waitFor(`${origin}/content/status`, 120_000);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  const fmt = (ms) => `${Math.round(ms)} ms`.padStart(8);
  console.log(`${'page'.padEnd(5)} ${'preset'.padEnd(8)} perf  a11y  best  seo        FCP      LCP      TBT     CLS`);
  for (const preset of ['mobile', 'desktop']) {
    for (const page of pages) {
      const result = await lighthouse(
        origin + page,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      const { categories, audits } = result.lhr;
      const scores = Object.keys(budgets).map((id) => categories[id].score);
      console.log(
        `${page.padEnd(5)} ${preset.padEnd(8)} ${scores.map((s) => String(Math.round(s * 100)).padEnd(5)).join(' ')}` +
          ` ${fmt(audits['first-contentful-paint'].numericValue)} ${fmt(audits['largest-contentful-paint'].numericValue)}` +
          ` ${fmt(audits['total-blocking-time'].numericValue)} ${audits['cumulative-layout-shift'].numericValue.toFixed(3).padStart(7)}`,
      );
      for (const [id, min] of Object.entries(budgets)) {
        if (categories[id].score >= min) continue;
        failed = true;
        const failing = Object.values(audits)
          .filter(
            (a) =>
              a.score !== null && a.score < 1 && categories[id].auditRefs.some((r) => r.id === a.id && r.weight > 0),
          )
          .map((a) => a.id);
        console.log(`  ${id} ${categories[id].score} is under ${min}; failing audits: ${failing.join(', ')}`);
      }
    }
  }
} finally {
  await chrome?.kill();
  process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed ? 'Lighthouse: a score is under its budget' : 'Lighthouse: every score within budget');
process.exit(failed ? 1 : 0);
