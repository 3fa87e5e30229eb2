import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';

import { brands } from '../lib/brands';
import styles from '../styles.css?raw';

/** `[name, value]` of every `--<prefix>-*` token of the default theme, read from styles.css so the page never drifts. */
function tokens(prefix: string): [string, string][] {
  const theme = styles.slice(styles.indexOf('@theme static'), styles.indexOf('@theme inline'));
  return [...theme.matchAll(new RegExp(`--${prefix}-([\\w-]+):\\s*([^;]+);`, 'g'))]
    .filter(([, name]) => name !== undefined && !name.includes('--'))
    .map(([, name, value]) => [name!, value!.trim()]);
}

const spacingSteps = [1, 2, 3, 4, 6, 8, 12, 16];

/** The shadow utilities (--shadow-glow is built from the accent, so it exists only as a utility, not a variable). */
const shadows = { raised: 'shadow-raised', overlay: 'shadow-overlay', glow: 'shadow-glow' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold">{title}</h3>
      {children}
    </div>
  );
}

function Tokens() {
  return (
    <div className="flex flex-col gap-8">
      <Section title="Väri">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {tokens('color').map(([name]) => (
            <li key={name} className="flex min-w-0 items-center gap-2 text-sm">
              <span
                className="size-8 shrink-0 rounded-md border border-border-strong"
                style={{ background: `var(--color-${name})` }}
              />
              <span className="min-w-0 font-mono text-xs break-all">{name}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Typografia (Inter Variable)">
        <ul className="flex flex-col gap-2">
          {tokens('text').map(([name, size]) => (
            <li key={name} className="flex items-baseline gap-4">
              <span className="w-20 shrink-0 font-mono text-xs text-fg-muted">
                {name} {size}
              </span>
              <span className="min-w-0 truncate" style={{ fontSize: `var(--text-${name})` }}>
                Pelaa vastuullisesti
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Välistys (4 px askel)">
        <ul className="flex flex-col gap-2">
          {spacingSteps.map((step) => (
            <li key={step} className="flex items-center gap-4">
              <span className="w-20 shrink-0 font-mono text-xs text-fg-muted">{step * 4} px</span>
              <span className="h-3 rounded-sm bg-accent" style={{ width: `calc(var(--spacing) * ${step})` }} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Pyöristys ja varjot">
        <ul className="flex flex-wrap gap-4">
          {tokens('radius').map(([name]) => (
            <li
              key={name}
              className="flex size-20 items-center justify-center border border-border-strong bg-surface-raised font-mono text-xs"
              style={{ borderRadius: `var(--radius-${name})` }}
            >
              {name}
            </li>
          ))}
          {Object.entries(shadows).map(([name, shadow]) => (
            <li
              key={name}
              className={`flex size-20 items-center justify-center rounded-lg bg-surface-raised font-mono text-xs ${shadow}`}
            >
              {name}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Liike">
        <ul className="flex flex-col gap-1 font-mono text-xs">
          {tokens('duration').map(([name, value]) => (
            <li key={name}>
              duration-{name}: {value}
            </li>
          ))}
        </ul>
        <p className="text-sm text-fg-muted">
          Paneelin siirtymä on 500 ms. Kun käyttäjä on valinnut vähennetyn liikkeen, kaikki kestot ovat 0 ms.
        </p>
      </Section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: Tokens,
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both brands side by side; also the visual-regression target, so any token change shows up as a diff. */
export const AllStates: Story = {
  render: () => (
    <div className="grid lg:grid-cols-2">
      {brands.map((brand) => (
        <section key={brand} data-brand={brand} aria-label={brand} className="bg-surface p-4 text-fg sm:p-6">
          <h2 className="mb-6 text-2xl font-bold">Brändi: {brand}</h2>
          <Tokens />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    // The panel transition of the spec (9) is a token: 500 ms, and 0 ms for players who ask for reduced motion
    // (the test-runner renders AllStates stories that way).
    await expect(canvas.getAllByText('duration-panel: 500ms')).toHaveLength(brands.length);
    const panel = getComputedStyle(document.documentElement).getPropertyValue('--duration-panel').trim();
    const milliseconds = panel.endsWith('ms') ? parseFloat(panel) : parseFloat(panel) * 1000; // built CSS may say ".5s"
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(milliseconds).toBe(reduced ? 0 : 500);
  },
};
