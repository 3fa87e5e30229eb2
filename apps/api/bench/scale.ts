// `npm run bench:scale -w @casino/api` (after `npm run build -w @casino/app`): the public pages, the search and the
// sitemap with the demo catalogue (648 games from 31 providers) and an operator's (SEED_GAMES=5000, 80 providers) side
// by side, in one run (issue 37). For each catalogue a server of its own runs in production mode on a fresh PGlite
// folder; both are warmed up for BENCH_WARMUP seconds at once, then each measure runs on one server and right after on
// the other (so that a machine whose load changes during the run weighs on both columns alike), per page: the first
// render (one connection, each request a new address that no cache has answered: its p50 is the server time of one
// render), the cached req/s (BENCH_CONNECTIONS connections on one address) and the HTML's size (uncompressed and
// gzip); the search's p99 at one connection for one keyword asked again and again (cached) and for a new keyword each
// request (uncached); the sitemap's time (its first request, then the p50 of later ones, which its answer cache serves)
// and size. The cached req/s is measured in BENCH_ROUNDS (4) rounds of BENCH_CACHED_SECONDS (4), the catalogues taking
// turns, and printed as the median with its range and as the median of each round's ratio to the first column.
// Options: BENCH_SECONDS (default 8), BENCH_CONNECTIONS (default 20), BENCH_WARMUP (default 20), BENCH_SIZES (default
// 648,5000).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { measureCall, median, type Measured } from './load.ts';
import { startServer, stopServer } from './server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const warmUp = Number(process.env.BENCH_WARMUP ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const cachedSeconds = Number(process.env.BENCH_CACHED_SECONDS ?? 4);
const sizes = (process.env.BENCH_SIZES ?? '648,5000').split(',').map(Number);
const build = fileURLToPath(new URL('../../casino/build', import.meta.url));

/** Where a redirecting address (a group's or a provider's page without its slug) leads. */
async function settled(origin: string, path: string) {
  const answer = await fetch(`${origin}${path}`, { redirect: 'manual' });
  return new URL(answer.headers.get('location') ?? path, origin).pathname;
}

/** The sizes of a page's HTML: as sent uncompressed, and gzipped. */
async function sizeOf(url: string) {
  const body = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
  return `${(body.length / 1000).toFixed(1)} kB (${(gzipSync(body).length / 1000).toFixed(1)} gz)`;
}

/** New keywords, each a prefix that names games: two words of the catalogue's names, then their prefixes. */
function keywords(names: string[]) {
  const words = [...new Set(names.flatMap((name) => name.toLowerCase().split(/\s+/)).filter((w) => w.length >= 4))];
  const pairs = words.flatMap((first) => words.slice(0, 40).map((second) => `${first} ${second.slice(0, 3)}`));
  return [...words.flatMap((word) => [word, word.slice(0, 3), word.slice(0, 4)]), ...pairs];
}

type Column = Record<string, string | number>;

interface Catalogue {
  origin: string;
  names: string[];
  suppliers: number;
  pages: Record<'home' | 'group' | 'provider', string>;
  stop: () => Promise<void>;
}

async function startCatalogue(games: number): Promise<Catalogue> {
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-bench-scale-'));
  const server = await startServer({
    NODE_ENV: 'production',
    TRUST_PROXY: 'true',
    DATABASE_URL: '',
    DATA_DIR: join(dataDir, 'pglite'),
    SEED_GAMES: String(games),
    STATIC_DIR: join(build, 'client'),
    APP_SERVER: join(build, 'server/index.js'),
  });
  const stop = async () => {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const { origin } = server;
  const groups = (await (await fetch(`${origin}/content/child-game-groups-translated`)).json()) as {
    id: number;
    slug: string;
  }[];
  const seikkailu = groups.find((group) => group.slug === 'seikkailu') ?? groups[0]!;
  const suppliers = (await (await fetch(`${origin}/content/suppliers`)).json()) as { id: number }[];
  const names = ((await (await fetch(`${origin}/content/games`)).json()) as { name: string }[]).map((g) => g.name);
  return {
    origin,
    names,
    suppliers: suppliers.length,
    pages: {
      home: '/',
      // The group with the most games that has a page of its own (1,302 of the 5,000; 172 of the demo's 648).
      group: await settled(origin, `/games/${seikkailu.id}`),
      // NetEnt, in both catalogues (27 playable games of the demo's, 82 of the 5,000).
      provider: await settled(
        origin,
        `/gameprovider/${(suppliers.find((supplier) => supplier.id === 1) ?? suppliers[0]!).id}`,
      ),
    },
    stop,
  };
}

const catalogues: Catalogue[] = [];
try {
  for (const games of sizes) catalogues.push(await startCatalogue(games));
  const columns: Column[] = catalogues.map(({ names, suppliers }) => ({
    catalogue: `${names.length} playable games, ${suppliers} active providers`,
  }));
  /** Runs `measure` on each catalogue's server in turn, adding what it answers to that catalogue's column. */
  const eachCatalogue = async (measure: (catalogue: Catalogue) => Promise<Column>) => {
    for (const [index, catalogue] of catalogues.entries()) Object.assign(columns[index]!, await measure(catalogue));
  };

  await eachCatalogue(async ({ origin }) => {
    const start = performance.now();
    const sitemap = Buffer.from(await (await fetch(`${origin}/sitemap.xml`)).arrayBuffer());
    return {
      'sitemap.xml: first ms': Math.round(performance.now() - start),
      'sitemap.xml: size': `${(sitemap.length / 1e6).toFixed(2)} MB, ${sitemap.toString().split('<loc>').length - 1} <loc>`,
    };
  });
  await Promise.all(
    catalogues.map(({ origin, pages }) =>
      autocannon({
        url: origin,
        connections: Math.max(1, Math.floor(connections / catalogues.length)),
        duration: warmUp,
        headers: { 'accept-encoding': 'br, gzip' },
        requests: [...Object.values(pages).map((path) => ({ path })), { path: '/player-api/search?keyword=wolf' }],
      }),
    ),
  );

  for (const page of ['home', 'group', 'provider'] as const) {
    await eachCatalogue(async ({ origin, pages }) => {
      const path = pages[page];
      const first = await measureCall(`${origin}${path}`, {
        seconds,
        connections: 1,
        uniquePath: (count) => `${path}?n=${count}`,
      });
      return { [`${page}: first render p50 ms`]: first['p50 ms'], [`${page}: first render p99 ms`]: first['p99 ms'] };
    });
    // The cached req/s swung by up to 20 % between runs of one measure each, more than the 10 % it is judged by: so
    // the catalogues take turns, BENCH_ROUNDS times, and each round compares the two measured one right after the other.
    const measured = catalogues.map((): Measured[] => []);
    for (let round = 0; round < rounds; round += 1)
      for (const [index, { origin, pages }] of catalogues.entries())
        measured[index]!.push(await measureCall(`${origin}${pages[page]}`, { seconds: cachedSeconds, connections }));
    for (const [index, { origin, pages }] of catalogues.entries()) {
      const reqs = measured[index]!.map((one) => one['req/s']);
      const ratios = reqs.map((value, round) => value / measured[0]![round]!['req/s']);
      Object.assign(columns[index]!, {
        [`${page}: cached req/s, median (range)`]: `${median(reqs)} (${Math.min(...reqs)}-${Math.max(...reqs)})`,
        [`${page}: cached req/s against the first column, median of the rounds`]: `${Math.round(median(ratios) * 100)} %`,
        [`${page}: cached p99 ms, median`]: median(measured[index]!.map((one) => one['p99 ms'])),
        [`${page}: HTML`]: await sizeOf(`${origin}${pages[page]}`),
        [`${page}: non-2xx`]: measured[index]!.reduce((sum, one) => sum + one['non-2xx'], 0),
      });
    }
  }
  const search = (keyword: string) => `/player-api/search?keyword=${encodeURIComponent(keyword)}`;
  await eachCatalogue(async ({ origin }) => {
    const cachedSearch = await measureCall(`${origin}${search('wolf')}`, { seconds, connections: 1 });
    return { 'search "wolf" (cached): p99 ms': cachedSearch['p99 ms'] };
  });
  await eachCatalogue(async ({ origin, names }) => {
    const fresh = keywords(names);
    const uncachedSearch = await measureCall(`${origin}${search('wolf')}`, {
      seconds,
      connections: 1,
      // Past the list, a new keyword all the same: the list's word with a count (no hit, the ranking still runs).
      uniquePath: (count) => search(fresh[count - 1] ?? `${fresh[count % fresh.length]} ${count}`),
    });
    return {
      'search, a new keyword each: p50 ms': uncachedSearch['p50 ms'],
      'search, a new keyword each: p99 ms': uncachedSearch['p99 ms'],
      'search non-2xx': uncachedSearch['non-2xx'],
    };
  });
  await eachCatalogue(async ({ origin }) => ({
    'sitemap.xml: later p50 ms': (await measureCall(`${origin}/sitemap.xml`, { seconds: 2, connections: 1 }))['p50 ms'],
  }));

  const rows = Object.keys(columns[0]!).map((measure) =>
    Object.fromEntries([
      ['measure', measure],
      ...columns.map((column, index) => [`SEED_GAMES=${sizes[index]}`, column[measure]]),
    ]),
  );
  console.log(
    `${connections} connections for cached pages, ${rounds} rounds of ${cachedSeconds} s taking turns; ${seconds} s ` +
      'per other call; load generator on the same machine',
  );
  console.table(rows);
} finally {
  for (const catalogue of catalogues) await catalogue.stop();
}
