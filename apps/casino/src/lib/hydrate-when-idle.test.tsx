import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenIdle } from './hydrate-when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const part = (label: string, onClick?: () => void) => (
  <HydrateWhenIdle>
    <button type="button" onClick={onClick}>
      {label}
    </button>
  </HydrateWhenIdle>
);

describe('HydrateWhenIdle', () => {
  it('renders its children on the server', () => {
    // The server has no document (jsdom's would read as a browser hydrating).
    vi.stubGlobal('document', undefined);
    expect(renderToString(part('Pelaa'))).toBe('<div><button type="button">Pelaa</button></div>');
  });

  it('renders its server fallback instead of its children on the server, and the children when idle in the browser', async () => {
    const withFallback = (
      <HydrateWhenIdle serverFallback={<h2>Uudet pelit</h2>}>
        <h2>Uudet pelit</h2>
        <button type="button">Pelaa</button>
      </HydrateWhenIdle>
    );
    vi.stubGlobal('document', undefined);
    const html = renderToString(withFallback);
    vi.unstubAllGlobals();
    expect(html).toBe('<div><h2>Uudet pelit</h2></div>');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => ((idle = run), 1));
    vi.stubGlobal('cancelIdleCallback', () => {});
    await act(async () => {
      hydrateRoot(container, withFallback);
    });
    // While the page hydrates the fallback stays as the server sent it.
    expect(container.innerHTML).toBe(html);
    expect(screen.queryByRole('button', { name: 'Pelaa' })).toBeNull();
    await act(async () => idle!());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pelaa' })).toBeDefined());
    expect(screen.getByRole('heading', { name: 'Uudet pelit' })).toBeDefined();
  });

  // A Suspense boundary hydrates after the page's first commit, in a render of its own: still a hydration.
  it.each([
    ['in the page', '', (node: ReactNode) => node],
    ['in a Suspense boundary', '<!--$-->', (node: ReactNode) => <Suspense>{node}</Suspense>],
  ])(
    'keeps the server HTML as it is while the page hydrates, %s, then renders its children when idle',
    async (_, mark, wrap) => {
      const container = document.createElement('div');
      // What the server sent, with a mark React would not write: the element is the server's until the part renders.
      container.innerHTML = `${mark}<div><button type="button" data-from="server">Pelaa</button></div>${mark && '<!--/$-->'}`;
      document.body.append(container);
      const clicked = vi.fn();
      let idle: (() => void) | undefined;
      vi.stubGlobal('requestIdleCallback', (run: () => void) => ((idle = run), 1));
      vi.stubGlobal('cancelIdleCallback', () => {});

      await act(async () => {
        hydrateRoot(container, wrap(part('Pelaa', clicked)));
      });
      expect(container.querySelector('[data-from="server"]')).not.toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Pelaa' }));
      expect(clicked).not.toHaveBeenCalled();

      expect(idle).toBeDefined();
      await act(async () => idle!());
      await waitFor(() => expect(container.querySelector('[data-from="server"]')).toBeNull());
      await userEvent.click(screen.getByRole('button', { name: 'Pelaa' }));
      expect(clicked).toHaveBeenCalledOnce();
    },
  );

  it('takes over one part per idle period, in order', async () => {
    const container = document.createElement('div');
    container.innerHTML = ['first', 'second']
      .map((label) => `<div><button type="button">${label}</button></div>`)
      .join('');
    document.body.append(container);
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const clicked = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <>
          {part('first', () => clicked('first'))}
          {part('second', () => clicked('second'))}
        </>,
      );
    });
    expect(idle).toHaveLength(1);

    await act(async () => idle[0]!());
    await userEvent.click(screen.getByRole('button', { name: 'first' }));
    await userEvent.click(screen.getByRole('button', { name: 'second' }));
    expect(clicked.mock.calls).toEqual([['first']]);
    expect(idle).toHaveLength(2);

    await act(async () => idle[1]!());
    await userEvent.click(screen.getByRole('button', { name: 'second' }));
    expect(clicked.mock.calls).toEqual([['first'], ['second']]);
  });

  it('renders at once outside a hydration (a navigation, a story)', () => {
    const clicked = vi.fn();
    render(part('Pelaa', clicked));
    screen.getByRole('button', { name: 'Pelaa' }).click();
    expect(clicked).toHaveBeenCalledOnce();
  });
});
