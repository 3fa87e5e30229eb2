import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { InspectProvider, startInspector, useInspect, wantsInspector, type Inspect } from './inspect';

const observer: Inspect = { next: vi.fn() };
vi.mock('@statelyai/inspect', () => ({ createBrowserInspector: () => ({ inspect: observer }) }));

describe('wantsInspector', () => {
  it.each([
    ['', false],
    ['?lang=fi', false],
    ['?inspected=1', false],
    ['?inspect', true],
    ['?x=1&inspect=', true],
  ])('%j -> %s', (search, wanted) => {
    expect(wantsInspector(search)).toBe(wanted);
  });
});

describe('startInspector', () => {
  it("returns the Stately browser inspector's observer", async () => {
    await expect(startInspector()).resolves.toBe(observer);
  });
});

describe('useInspect', () => {
  it('is undefined without the inspector, and the observer under InspectProvider', () => {
    expect(renderHook(() => useInspect()).result.current).toBeUndefined();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <InspectProvider inspect={observer}>{children}</InspectProvider>
    );
    expect(renderHook(() => useInspect(), { wrapper }).result.current).toBe(observer);
  });
});
