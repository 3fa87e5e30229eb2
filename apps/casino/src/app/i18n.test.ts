import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

describe('createI18n', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads the locale file of the namespace in the browser', async () => {
    const fetch = vi.fn(async () => json({ home: { page: { title: 'Games' } } }));
    const i18n = createI18n('en', { backend: { fetch } });
    await vi.advanceTimersByTimeAsync(0);

    expect(fetch).toHaveBeenCalledExactlyOnceWith('/locales/en/common.json');
    expect(i18n.t('home.page.title')).toBe('Games');
  });

  it('loads a language it changes to', async () => {
    const fetch = vi.fn(async (url: RequestInfo | URL) =>
      json({ home: { page: { title: String(url).includes('/et/') ? 'Mängud' : 'Pelit' } } }),
    );
    const i18n = createI18n('fi', { backend: { fetch } });
    await i18n.changeLanguage('et');
    expect(i18n.t('home.page.title')).toBe('Mängud');
  });

  it('is ready at once with the resources in hand (the server), and loads nothing', () => {
    const i18n = createI18n('et', { resources: { et: { common: { home: { page: { title: 'Mängud' } } } } } });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('home.page.title')).toBe('Mängud');
  });

  it('retries a failing load up to 5 times, first after 350 ms and then doubling the delay', async () => {
    const fetch = vi.fn(networkDown);
    createI18n('fi', { backend: { fetch } });
    const callsAt = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return fetch.mock.calls.length;
    };

    expect(await callsAt(0)).toBe(1);
    expect(await callsAt(349)).toBe(1);
    expect(await callsAt(1)).toBe(2); // 350 ms
    expect(await callsAt(699)).toBe(2);
    expect(await callsAt(1)).toBe(3); // + 700 ms
    expect(await callsAt(1400)).toBe(4);
    expect(await callsAt(2800)).toBe(5);
    expect(await callsAt(5599)).toBe(5);
    expect(await callsAt(1)).toBe(6); // + 5600 ms: the fifth retry
    expect(await callsAt(60_000)).toBe(6);
  });

  it('retries server errors and uses the file once it arrives', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockImplementationOnce(networkDown)
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValue(json({ notFound: { page: { title: 'Sivua ei löytynyt' } } }));
    const i18n = createI18n('fi', { backend: { fetch } });

    await vi.advanceTimersByTimeAsync(350 + 700);

    expect(fetch).toHaveBeenCalledTimes(3);
    expect(i18n.t('notFound.page.title')).toBe('Sivua ei löytynyt');
  });

  it('does not retry a missing file', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 404 }));
    createI18n('et', { backend: { fetch } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledOnce();
  });
});
