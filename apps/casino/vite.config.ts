import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The services' path prefixes: in production one origin serves them beside the app (apps/api). */
const servicePrefixes = ['/player-api', '/content', '/api', '/cms'];
const apiUrl = process.env.API_URL ?? 'http://localhost:3001';
const proxy = Object.fromEntries(servicePrefixes.map((prefix) => [prefix, apiUrl]));

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, once, at the best levels, so
 * that the server sends them compressed without compressing on each request (apps/api `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'casino:precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = config.build.outDir),
    closeBundle() {
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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist' },
});
