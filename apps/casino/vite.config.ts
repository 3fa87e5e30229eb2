import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The services' path prefixes: in production one origin serves them beside the app (apps/api). */
const servicePrefixes = ['/player-api', '/content', '/api', '/cms'];
const apiUrl = process.env.API_URL ?? 'http://localhost:3001';
const proxy = Object.fromEntries(servicePrefixes.map((prefix) => [prefix, apiUrl]));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist' },
});
