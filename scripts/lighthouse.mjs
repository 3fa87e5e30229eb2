// Lighthouse 13 on the built app served by the reference server (production mode, throwaway PGlite folder), in
// Debian's Chromium, on the mobile preset with its default throttling: the median of 5 runs for each page, and in
// the same run each page's first screen alone, without scripts or font, as the floor that the page's LCP is compared
// with (startFloor). A benchmark that prints numbers, not a gate of the test command.
// Usage: npm run lighthouse (after `npm run build -w @casino/app`); LIGHTHOUSE_RUNS overrides the 5 runs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3198);
const origin = `http://localhost:${port}`;
const floorPort = port + 1;
const floorOrigin = `http://localhost:${floorPort}`;
/** Issue 20's targets: LCP as a multiple of the same page's floor in the same run. */
const targets = {
  performance: 95,
  lcpRatio: 1.3,
  tbt: 150,
  cls: 0.02,
  /** What a phone transfers before any interaction (kB). */
  transfer: 300,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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

/** The four pages of issue 10: home, the slots index, a game group and a game page (from the seeded catalogue). */
async function pages() {
  const groups = await (await fetch(`${origin}/content/child-game-groups-translated`)).json();
  const group = groups.find((item) => item.type === 'slots');
  const [game] = await (await fetch(`${origin}/content/games-by-group-id=${group.id}`)).json();
  return {
    home: '/',
    slots: '/pelit',
    group: `/games/${group.id}/${group.slug}`,
    game: `/peli/${game.friendly_name}/pelaa`,
  };
}

/**
 * The true floor of each page: only what its first viewport on a phone shows, as the server's HTML draws it, with the
 * same stylesheet and the same pictures (the LCP one included) and nothing else: no script, no preload, no font (the
 * text in the design system's metric-matched fallback), no element outside the first screen (the rails' cards off
 * to the side and everything below). Made by opening the page in Chromium with scripts off at Lighthouse's phone
 * viewport and removing, from the last element up, each one entirely outside it. Each floor is a static document at
 * /floor/<name> of a small server that passes every other request (the stylesheet, the pictures) on to the casino
 * of the same run: on one origin, as the casino's answers allow only their own origin to use them (CORP).
 */
async function startFloor(paths) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  const floors = {};
  for (const [name, path] of Object.entries(paths)) {
    const page = await context.newPage();
    await page.goto(origin + path, { waitUntil: 'load' });
    // Runs in the page: the browser's globals.
    /* global document, window */
    floors[`/floor/${name}`] = await page.evaluate(() => {
      document
        .querySelectorAll('script, noscript, link:not([rel="stylesheet"])')
        .forEach((element) => element.remove());
      for (const element of [...document.body.querySelectorAll('*')].reverse()) {
        const box = element.getBoundingClientRect();
        if (box.top >= window.innerHeight || box.left >= window.innerWidth || box.bottom <= 0 || box.right <= 0)
          element.remove();
      }
      const noFont = Object.assign(document.createElement('style'), {
        textContent: '*, ::before, ::after { font-family: "Inter Fallback", Arial, sans-serif !important; }',
      });
      document.head.append(noFont);
      return `<!doctype html>${document.documentElement.outerHTML}`;
    });
    await page.close();
  }
  await browser.close();
  const server = createServer((request, response) => {
    const floor = floors[request.url];
    if (floor) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(floor);
      return;
    }
    const upstream = httpRequest(
      `${origin}${request.url}`,
      { method: request.method, headers: { ...request.headers, host: `localhost:${port}` } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(floorPort, resolve));
  return server;
}

function figures(lhr) {
  const { categories, audits } = lhr;
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    'best-practices': Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    transfer: audits['total-byte-weight'].numericValue / 1000,
  };
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
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
let chrome;
let floor;
try {
  await waitFor(`${origin}/content/status`, 120_000);
  const paths = await pages();
  floor = await startFloor(paths);
  /**
   * One run, a first visit in a browser of its own: Lighthouse clears the HTTP cache between runs but not local
   * storage, where the app notes what its cache holds (Inter's files, apps/casino/src/app/typeface.ts). A run that
   * saw no paint (Lighthouse's NO_FCP, now and then on this loaded machine) is run again.
   */
  const audit = async (url, attempt = 1) => {
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    await chrome.kill();
    chrome = undefined;
    if (lhr.audits['first-contentful-paint']?.numericValue !== undefined || attempt === 3) return lhr;
    console.warn(`${url}: no paint seen (${lhr.runtimeError?.code ?? 'no FCP'}), run again`);
    return audit(url, attempt + 1);
  };
  /** The median run of `runs` runs, one after the other (runs at once would share the 2 cores). */
  const medianOf = async (url) => {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await audit(url));
    return figures(computeMedianRun(results));
  };

  const ms = (value) => `${(value / 1000).toFixed(2)} s`.padStart(8);
  console.log(
    `Lighthouse, mobile, ` +
      `median of ${runs} runs (targets: perf >= ${targets.performance}, LCP <= ${targets.lcpRatio}x the floor, ` +
      `TBT <= ${targets.tbt} ms, CLS <= ${targets.cls}, transfer <= ${targets.transfer} kB, the other categories 100; ` +
      `a miss is marked *)`,
  );
  console.log(
    `${'page'.padEnd(7)} ${'path'.padEnd(34)} perf  a11y  best   seo        FCP       LCP        TBT     CLS  floor LCP   ratio  transfer`,
  );
  for (const [name, path] of Object.entries(paths)) {
    // One run to warm the server (its picture cache and the renderer) before the measured ones.
    await audit(origin + path);
    const page = await medianOf(origin + path);
    const floorLcp = (await medianOf(`${floorOrigin}/floor/${name}`)).lcp;
    const ratio = page.lcp / floorLcp;
    /** A figure, marked * when it misses its target. */
    const mark = (text, met) => `${text}${met ? ' ' : '*'}`;
    const score = (category, target = 100) => mark(String(page[category]).padStart(4), page[category] >= target);
    console.log(
      `${name.padEnd(7)} ${path.slice(0, 34).padEnd(34)} ${score('performance', targets.performance)}` +
        `${score('accessibility')}${score('best-practices')}${score('seo')}` +
        `${ms(page.fcp)}  ${ms(page.lcp)}  ${mark(`${Math.round(page.tbt)} ms`.padStart(8), page.tbt <= targets.tbt)}` +
        `${mark(page.cls.toFixed(3).padStart(6), page.cls <= targets.cls)}` +
        `${ms(floorLcp)}  ${mark(`${ratio.toFixed(2)}x`.padStart(6), ratio <= targets.lcpRatio)}` +
        `${mark(`${Math.round(page.transfer)} kB`.padStart(9), page.transfer <= targets.transfer)}`,
    );
  }
} finally {
  await chrome?.kill();
  floor?.close();
  process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
