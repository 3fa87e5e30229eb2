import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as entry from '../index.ts';
import * as rules from './index.ts';

const modules = readdirSync(import.meta.dirname).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts',
);

describe('the rules barrel and the package entry', () => {
  it.each(modules)('re-export everything of %s', async (file) => {
    const module: Record<string, unknown> = await import(/* @vite-ignore */ `./${file}`);
    for (const [name, value] of Object.entries(module)) {
      expect(rules, name).toHaveProperty(name, value);
      expect(entry, name).toHaveProperty(name, value);
    }
  });
});
