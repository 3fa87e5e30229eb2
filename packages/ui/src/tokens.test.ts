import { describe, expect, it } from 'vitest';

import { brands } from './lib/brands';
import styles from './styles.css?raw';

/** `--color-x: #rrggbb` declarations inside the first block that follows `selector`. */
function colourTokens(selector: string): Record<string, string> {
  const start = styles.indexOf(selector);
  if (start === -1) throw new Error(`styles.css has no ${selector} block`);
  const body = styles.slice(styles.indexOf('{', start) + 1, styles.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6});/gi)].map(([, name, hex]) => [name, hex]),
  );
}

/** The tokens in force under `<html data-brand={brand}>`: the defaults, then the brand's overrides. */
function brandTokens(brand: string): Record<string, string> {
  return brand === brands[0]
    ? colourTokens('@theme static')
    : { ...colourTokens('@theme static'), ...colourTokens(`[data-brand='${brand}']`) };
}

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.2 contrast ratio of two sRGB colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const surfaces = ['surface', 'surface-sunken', 'surface-raised', 'surface-overlay', 'surface-hover'];
const panels = ['surface', 'surface-raised', 'surface-overlay'];

/** [foreground, background, minimum ratio]: text needs 4.5:1 (1.4.3), UI parts and focus 3:1 (1.4.11). */
type Pair = readonly [fg: string, bg: string, minimum: number];
const pairs: Pair[] = [
  ...surfaces.flatMap((bg): Pair[] => [
    ['fg', bg, 4.5],
    ['fg-muted', bg, 4.5],
  ]),
  ['accent-fg', 'accent', 4.5],
  ['accent-fg', 'accent-hover', 4.5],
  ['danger-fg', 'danger', 4.5],
  ['danger-fg', 'danger-hover', 4.5],
  ...panels.flatMap((bg) =>
    ['accent', 'danger-text', 'success-text', 'warning-text', 'info-text'].map((fg): Pair => [fg, bg, 4.5]),
  ),
  ...panels.flatMap((bg): Pair[] => [
    ['border-strong', bg, 3],
    ['focus', bg, 3],
    ['highlight', bg, 3],
  ]),
];

describe.each(brands)('brand %s colour tokens', (brand) => {
  const tokens = brandTokens(brand);

  it.each(pairs)('%s on %s reaches %s:1', (fg, bg, minimum) => {
    expect(tokens[fg], `--color-${fg}`).toBeDefined();
    expect(tokens[bg], `--color-${bg}`).toBeDefined();
    expect(contrast(tokens[fg]!, tokens[bg]!)).toBeGreaterThanOrEqual(minimum);
  });
});

describe('contrast', () => {
  it('matches the WCAG reference values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

/** `--duration-x: Nms` declarations inside the first block that follows `selector`. */
function durations(selector: string): Record<string, string> {
  const start = styles.indexOf(selector);
  if (start === -1) throw new Error(`styles.css has no ${selector} block`);
  const body = styles.slice(start, styles.indexOf('}', styles.indexOf('{', start + selector.length)));
  return Object.fromEntries([...body.matchAll(/--duration-([\w-]+):\s*(\d+ms);/g)].map(([, name, ms]) => [name, ms]));
}

describe('motion tokens', () => {
  const theme = durations('@theme static');

  it('gives panels the spec transition of 500 ms', () => {
    expect(theme.panel).toBe('500ms');
  });

  it('stops every duration under prefers-reduced-motion', () => {
    const reduced = durations('@media (prefers-reduced-motion: reduce)');
    expect(Object.keys(theme).length).toBeGreaterThan(0);
    expect(Object.keys(reduced).sort()).toEqual(Object.keys(theme).sort());
    expect(new Set(Object.values(reduced))).toEqual(new Set(['0ms']));
  });
});
