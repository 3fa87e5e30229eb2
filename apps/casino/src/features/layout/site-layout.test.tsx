import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderApp } from '../../../test/render-app';

const noGames = { 'GET /content/games': () => json([]) };

describe('language switcher', () => {
  it('offers the other two languages, each in its own language', async () => {
    renderApp('/', noGames);
    const switcher = await screen.findByRole('navigation', { name: 'Kieli' });
    const links = within(switcher).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('lang'), link.getAttribute('href')])).toEqual([
      ['English', 'en', '/en'],
      ['Eesti', 'et', '/et'],
    ]);
  });

  it('keeps the page when changing the language', async () => {
    renderApp('/en/no-such-page?x=1', noGames);
    const switcher = await screen.findByRole('navigation', { name: 'Language' });
    expect(within(switcher).queryByRole('link', { name: 'English' })).toBeNull();
    expect(within(switcher).getByRole('link', { name: 'Suomi' }).getAttribute('href')).toBe('/?x=1');
  });

  it('switches the texts and the document language', async () => {
    const { router } = renderApp('/', noGames);
    await userEvent.click(await screen.findByRole('link', { name: 'English' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Games' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en');
    expect(document.documentElement.lang).toBe('en');
    expect(within(screen.getByRole('navigation', { name: 'Language' })).getAllByRole('link')).toHaveLength(2);
  });
});

describe('not-found page', () => {
  it('answers an unknown path in the locale of its prefix, with a way home', async () => {
    renderApp('/et/olematu', noGames);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lehte ei leitud' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Avalehele' }).getAttribute('href')).toBe('/et');
    expect(document.title).toBe('Lehte ei leitud');
  });

  it('is what a Finnish path under /en shows', async () => {
    renderApp('/en/kirjaudu', noGames);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});

describe('footer', () => {
  const footer = '<p>Pelaa vastuullisesti. <a href="https://peluuri.fi">Peluuri</a></p><script>alert(1)</script>';

  it('shows the sanitised footer HTML of the site settings in the current locale', async () => {
    const { requests } = renderApp('/en', {
      ...noGames,
      'GET /content/site-settings': () => json({ footer, popups: [] }),
    });
    const contentinfo = await screen.findByRole('contentinfo');
    expect(within(contentinfo).getByRole('link', { name: 'Peluuri' }).getAttribute('href')).toBe('https://peluuri.fi');
    expect(contentinfo.querySelector('script')).toBeNull();
    const settingsCall = requests.find((request) => request.url.includes('/site-settings'));
    expect(new URL(settingsCall?.url ?? '').searchParams.get('lang')).toBe('en');
  });

  it('is left out when the site settings cannot be loaded, and the page still works', async () => {
    const { queryClient } = renderApp('/', { ...noGames, 'GET /content/site-settings': () => json({}, 500) });
    expect(await screen.findByText('Pelejä ei ole juuri nyt saatavilla.')).toBeTruthy();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
