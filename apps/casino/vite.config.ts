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
 * The app's own shared code (its app/ and lib/ folders, the design system, the rules, the API client, the icons and
 * Radix) in one chunk where three or more routes share a module: by itself the bundler cut it by the exact set of
 * routes sharing each module, into some 40 files of about a kilobyte that the home page loaded before it was
 * interactive. In one file it compresses better, and a phone fetches 13 files instead of 51. Code that fewer than
 * three routes share stays with them. The price: a page also loads the chunk's code that only other pages use; on
 * the home page the whole trade measured 5.6 kB of gzip smaller.
 */
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
                { name: 'framework', test: FRAMEWORK },
                { name: 'app', test: APP_SHARED, minShareCount: 3 },
              ],
            },
          },
        },
      },
}));
