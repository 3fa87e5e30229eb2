import { describe, expect, it } from 'vitest';
import { contentSources } from './content-sources';

describe('content sources', () => {
  it("name the error reporter's ingest host and the chat widget's host, each by its origin", () => {
    expect(
      contentSources({
        VITE_SENTRY_DSN: 'https://key@o123.ingest.sentry.io/456',
        VITE_CHAT_SCRIPT_URL: 'https://chat.example.com/widget/v2.js?site=casino',
      }),
    ).toEqual({
      connect: ['https://o123.ingest.sentry.io', 'https://chat.example.com'],
      frame: ['https://chat.example.com'],
      img: ['https://chat.example.com'],
      script: ['https://chat.example.com'],
      style: ['https://chat.example.com'],
    });
  });

  it('name nothing without those settings, or with one that is no URL', () => {
    const none = { connect: [], frame: [], img: [], script: [], style: [] };
    expect(contentSources({})).toEqual(none);
    expect(contentSources({ VITE_SENTRY_DSN: 'not a url', VITE_CHAT_SCRIPT_URL: '' })).toEqual(none);
  });
});
