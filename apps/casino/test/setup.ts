import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The test files of a worker share one process (vitest.config.ts, isolate: false): each file starts from fresh app
// modules (what a page keeps in a module, such as whether it had its first interaction or which paths were not
// found, is a page's own) and an empty browser store. The libraries stay loaded: that is the time saved.
vi.resetModules();
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
}

afterEach(cleanup);

// jsdom has no ResizeObserver; Radix measures some controls (Checkbox) with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
