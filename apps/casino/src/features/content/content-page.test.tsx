import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentPage, GOLD_RUSH_SLUGS, loadContentPage } from './content-page';
import { contentApi, renderContent, type Content } from './testing';

const page = (slug: string, title: string, html: string) => ({ id: 40, slug, title, content: html });

const content: Content = {
  '/pages?slug=kultajahti': page('kultajahti', 'Kultajahti', '<p>Kultajahdissa jokainen kierros voi löytää hipun.</p>'),
  '/pages?slug=gold-rush': page('gold-rush', 'Gold rush', '<h1>Gold rush</h1><h2>How</h2><p>Find a nugget.</p>'),
};

function renderGoldRush(path: string) {
  const { api, requests } = contentApi(content);
  renderContent(path, {
    pages: { GOLD_RUSH: () => <ContentPage slugs={GOLD_RUSH_SLUGS} /> },
    loads: { GOLD_RUSH: loadContentPage(GOLD_RUSH_SLUGS) },
    api,
  });
  return { requests };
}

describe('gold rush page', () => {
  it("shows the content page of the path's locale", async () => {
    const { requests } = renderGoldRush('/kultajahti');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kultajahti' })).toBeTruthy();
    expect(screen.getByText('Kultajahdissa jokainen kierros voi löytää hipun.')).toBeTruthy();
    expect(requests).toEqual(['/pages?slug=kultajahti']);
    expect(document.title).toBe('Kultajahti – Casino');
  });

  it('shows its title once and its own headings below it', async () => {
    renderGoldRush('/en/gold-rush');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gold rush' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'How' })).toBeTruthy();
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('How Find a nugget.');
  });

  it('is not found (HTTP 404) when the content service has no page for the locale', async () => {
    const { requests } = renderGoldRush('/et/kullapalavik');
    expect((await screen.findByRole('alert')).textContent).toBe('HTTP 404');
    expect(requests).toEqual(['/pages?slug=kullapalavik']);
  });
});
