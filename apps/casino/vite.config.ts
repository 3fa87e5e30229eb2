import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the browser build, once, at the best
 * levels, so that the server sends them compressed without compressing on each request (apps/api `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'casino:precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (ssr) return;
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of files.filter((name) => /\.(js|css|html|json|svg|txt)$/.test(name))) {
        const bytes = readFileSync(join(outDir, file));
        writeFileSync(join(outDir, `${file}.gz`), gzipSync(bytes, { level: 9 }));
        writeFileSync(
          join(outDir, `${file}.br`),
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * The libraries every page needs, in one chunk: left to itself the bundler split them into some 40 small files, which
 * a phone on HTTP/1.1 (6 connections) fetched in turns before the page could start.
 */
const FRAMEWORK =
  /node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|openapi-fetch|tailwind-merge|clsx|class-variance-authority)\//;

/**
 * The app's own shared code (its app/, lib/ and shared/ folders, the design system, the rules, the API client, the
 * icons and Radix) in one chunk where eight or more chunks share a module: by itself the bundler cut it by the exact
 * set of chunks sharing each module, into some 40 files of about a kilobyte that the home page loaded before it was
 * interactive. In one file it compresses better. The player's side (the panel's 21 pages, the account screens and
 * prompts, each its own lazy chunk) shares form and overlay components among many chunks: at three the chunk took
 * them all in and the home page loaded 31 kB of code it never runs, so the threshold is eight and the components,
 * icons and rules that only the player's side uses (LATER) never join it. The Radix parts the top bar's navigation
 * menu needs (dismissable layer, presence) do join it: kept out, they were small chunks of their own on the home
 * route (0.9 kB more). The deposit page and Pay N Play made the eighth chunk to share the skeleton, Radix's checkbox
 * and toggle, which then joined it (home route 190.2 → 191.7 kB): they are LATER too, and so is Radix's progress
 * bar since the bonus game and loyalty made its eighth chunk (0.7 kB). Trans (react-i18next's markup in translations,
 * used by the registration form) stays out of the framework chunk for the same reason.
 */
const FRAMEWORK_LATER =
  /node_modules\/(react-i18next\/dist\/es\/Trans(WithoutContext)?\.js|html-parse-stringify|void-elements)\b/;
const LATER =
  /(packages\/ui\/src\/components\/(select|checkbox|radio-group|phone-input|file-dropzone|transaction-table|pagination|avatar-picker|free-spin-card|campaign-card|alert-dialog|dropdown-panel|accordion|collapsible|tabs|amount-input|limit-card|skeleton|deposit-form|panel-back-row|panel-menu|player-summary|form-section|toast|bonus-wheel|dialog|sheet|notice|form-field|input|error-message|progress-bar|detail-list|spinner|card)|node_modules\/@radix-ui\/react-(focus-scope|focus-guards|portal|dialog|label|checkbox|toggle|progress)|node_modules\/lucide-react\/dist\/esm\/icons\/(eye|eye-off|circle-check|info)\.mjs|packages\/flows\/src\/rules\/(account|registration|errors|documents|withdraw|deposit|loss-limits|amount|avatar|paging|fields|age|badges)\.ts|apps\/casino\/src\/lib\/sanitize-html\.ts)/;
const APP_SHARED =
  /(apps\/casino\/src\/(app|lib|shared)|packages\/(ui|api-client)\/src|packages\/flows\/src\/rules|node_modules\/(lucide-react|@radix-ui|@floating-ui))\//;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), precompress()],
  build: isSsrBuild
    ? // The server build's entry is server/app.ts, which wraps React Router's build in one `handle` function.
      { rollupOptions: { input: './server/app.ts' } }
    : {
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: (id: string) => FRAMEWORK.test(id) && !FRAMEWORK_LATER.test(id) },
                { name: 'app', test: (id: string) => APP_SHARED.test(id) && !LATER.test(id), minShareCount: 8 },
              ],
            },
          },
        },
      },
}));
