import { act } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_EARLY_TAPS, ReplayEarlyTap, stopKeepingTaps } from './early-clicks';

afterEach(() => {
  document.body.innerHTML = '';
});

/**
 * A bar as the layout's bottom bar, a Suspense boundary that hydrates after the page's first commit: a button that
 * opens a sheet, a second one, and a form's button the browser sends itself.
 */
function Bar({ replay }: { replay: () => void }) {
  const [opened, setOpened] = useState<string[]>([]);
  const open = (name: string) => () => setOpened((now) => [...now, name]);
  return (
    <div>
      <Suspense>
        <button onClick={open('search')}>search</button>
        <button onClick={open('menu')}>menu</button>
      </Suspense>
      <form onSubmit={(event) => event.preventDefault()}>
        <button onClick={open('send')}>send</button>
      </form>
      <output>{opened.join(',')}</output>
      <ReplayEarlyTap replay={replay} />
    </div>
  );
}

/** The server's HTML, tapped before the app runs, then hydrated; the held taps are made once it has. */
async function tapThenHydrate(before: string[], whileHydrating: string[] = []) {
  const container = document.createElement('div');
  // The head's inline script, run as the browser runs it.
  new Function(KEEP_EARLY_TAPS)();
  let replay = () => {};
  const bar = <Bar replay={() => replay()} />;
  container.innerHTML = renderToString(bar);
  document.body.append(container);
  const button = (name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === name)!;
  for (const name of before) button(name).click();
  await act(async () => {
    replay = stopKeepingTaps();
    hydrateRoot(container, bar);
    for (const name of whileHydrating) button(name).click();
  });
  // The replay's own task.
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  return { opened: () => container.querySelector('output')!.textContent, button };
}

describe('the early taps kept by the head and made after hydration', () => {
  it('makes a tap on a button before hydration again once the app has hydrated', async () => {
    const { opened } = await tapThenHydrate(['search']);
    expect(opened()).toBe('search');
  });

  it('makes only the last tap again: the person tapped twice, or changed their mind', async () => {
    expect((await tapThenHydrate(['search', 'search'])).opened()).toBe('search');
    document.body.innerHTML = '';
    expect((await tapThenHydrate(['menu', 'search'])).opened()).toBe('search');
  });

  it('leaves a tap made once hydration has begun to React, and forgets the one it replaces', async () => {
    expect((await tapThenHydrate(['search'], ['menu'])).opened()).toBe('menu');
  });

  it("leaves a form's button alone (the browser sends the form), and a tap after hydration to React", async () => {
    const { opened, button } = await tapThenHydrate(['send']);
    expect(opened()).toBe('');
    await act(async () => button('menu').click());
    expect(opened()).toBe('menu');
  });
});
