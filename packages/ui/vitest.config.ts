import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Vitest empties CSS by default; tokens.test.ts reads the real stylesheet (`styles.css?raw`).
  test: { css: { include: [/styles\.css/] } },
});
