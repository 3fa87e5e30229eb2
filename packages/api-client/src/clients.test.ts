import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formBody } from './clients';
import { createApi, defaultApiConfig } from './index';
import { json, stubApi, testConfig } from './test/stub-fetch';

const only = (requests: Request[]): Request => {
  expect(requests).toHaveLength(1);
  return requests[0]!;
};

describe('createApi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the session cookie to player, avatar and cms, never to the content service', async () => {
    const { api, requests } = stubApi(() => json({ success: true }));
    await api.player.GET('/player/balance');
    await api.avatar.GET('/user/avatar');
    await api.cms.GET('/site-settings');
    await api.content.GET('/games');
    expect(requests.map((request) => request.credentials)).toEqual(['include', 'include', 'include', 'omit']);
  });

  it('takes every base URL from the configuration', async () => {
    const { api, requests } = stubApi(() => json({ success: true }));
    await api.player.GET('/player/balance');
    await api.content.GET('/games', { params: { query: { slug: 'book-of-dead' } } });
    await api.avatar.GET('/user/avatar');
    await api.cms.GET('/site-settings', { params: { query: { lang: 'et' } } });
    expect(requests.map((request) => request.url)).toEqual([
      `${testConfig.playerBaseUrl}/player/balance`,
      `${testConfig.contentBaseUrl}/games?slug=book-of-dead`,
      `${testConfig.avatarBaseUrl}/user/avatar`,
      `${testConfig.cmsBaseUrl}/site-settings?lang=et`,
    ]);
  });

  it('uses the global fetch of the moment of the call when none is configured', async () => {
    const api = createApi(testConfig);
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json({ success: true }));
    vi.stubGlobal('fetch', fetch);
    await api.player.GET('/player/balance');
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('defaults to the server prefixes of the four OpenAPI documents', () => {
    const prefix = (name: string) =>
      readFileSync(new URL(`../../../openapi/${name}.yaml`, import.meta.url), 'utf8').match(
        /^servers:\s+- url: (\S+)/m,
      )?.[1];
    expect(defaultApiConfig).toEqual({
      playerBaseUrl: prefix('player'),
      contentBaseUrl: prefix('content'),
      avatarBaseUrl: prefix('avatar'),
      cmsBaseUrl: prefix('cms'),
    });
  });

  it('form-encodes player bodies: booleans as text, undefined fields left out', async () => {
    const { api, requests } = stubApi(() => json({ success: true }));
    await api.player.POST('/login', {
      body: {
        email: 'pelaaja@example.fi',
        password: 'salainen & pitkä',
        policyChecked: true,
        privacyPolicyChecked: undefined,
      },
    });
    const request = only(requests);
    expect(request.method).toBe('POST');
    expect(request.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded\b/);
    expect(await request.text()).toBe('email=pelaaja%40example.fi&password=salainen+%26+pitk%C3%A4&policyChecked=true');
  });

  it('sends false as the text false', async () => {
    const { api, requests } = stubApi(() => json({ success: true }));
    await api.player.POST('/login', { body: { email: 'a@b.fi', password: 'x', policyChecked: false } });
    expect(new URLSearchParams(await only(requests).text()).get('policyChecked')).toBe('false');
  });

  it('sends an upload as multipart form data with the file intact', async () => {
    const { api, requests } = stubApi(() => json({ success: true }));
    const file = new File(['%PDF-1.7'], 'passport.pdf', { type: 'application/pdf' });
    await api.player.POST('/player/documentUpload', {
      body: { file, name: file.name, documentSide: 'any', documentType: 'passport' },
    });
    const request = only(requests);
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const received = await request.formData();
    expect(received.get('documentType')).toBe('passport');
    expect(await (received.get('file') as File).text()).toBe('%PDF-1.7');
  });

  it('sends avatar bodies as JSON, as the avatar contract declares', async () => {
    const { api, requests } = stubApi(() => json({ success: true, avatar: { id: 7, url: '/avatars/7.png' } }));
    await api.avatar.POST('/user/avatar', { body: { avatar: 7 } });
    const request = only(requests);
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.json()).toEqual({ avatar: 7 });
  });

  it('sends no body and no Content-Type on a GET', async () => {
    const { api, requests } = stubApi(() => json({ success: true }));
    await api.player.GET('/player/balance');
    const request = only(requests);
    expect(request.headers.get('Content-Type')).toBeNull();
    expect(request.body).toBeNull();
  });
});

describe('formBody', () => {
  it('repeats the key for each item of a list and leaves out null and undefined', () => {
    const body = formBody({ types: ['daily', 'weekly'], dailyAmount: 50, note: null, weeklyAmount: undefined });
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(body.toString()).toBe('types=daily&types=weekly&dailyAmount=50');
  });

  it('turns an object holding a Blob into multipart form data', () => {
    const file = new Blob(['front side']);
    const body = formBody({ name: 'id.png', documentSide: 'front', file, optional: undefined });
    expect(body).toBeInstanceOf(FormData);
    expect([...(body as FormData).keys()]).toEqual(['name', 'documentSide', 'file']);
    expect((body as FormData).get('file')).toBeInstanceOf(Blob);
  });

  it('passes FormData through untouched', () => {
    const form = new FormData();
    expect(formBody(form)).toBe(form);
  });
});
