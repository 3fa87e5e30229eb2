import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('has localhost-safe defaults and takes the prefixes from the documents', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      siteOrigin: 'http://localhost:3000',
      databaseUrl: undefined,
      staticDir: undefined,
      nodeEnv: 'development',
      logLevel: 'info',
      prefixes: { player: '/player-api', content: '/content', avatar: '/api', cms: '/cms' },
    });
    expect(config.dataDir).toBe(resolve(import.meta.dirname, '../.data/pglite'));
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      PORT: '4100',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://db/casino',
      DATA_DIR: 'some/folder',
      STATIC_DIR: '/srv/app',
      CONTENT_PREFIX: 'cms-content/',
      PLAYER_API_PREFIX: '/v2/player',
      NODE_ENV: 'test',
    });
    expect(config).toMatchObject({
      port: 4100,
      host: '0.0.0.0',
      siteOrigin: 'http://localhost:4100',
      databaseUrl: 'postgres://db/casino',
      dataDir: resolve('some/folder'),
      staticDir: '/srv/app',
      logLevel: 'silent',
      prefixes: { player: '/v2/player', content: '/cms-content', avatar: '/api', cms: '/cms' },
    });
    expect(loadConfig({ SITE_ORIGIN: 'https://casino.example/' }).siteOrigin).toBe('https://casino.example');
  });

  it('rejects a bad port', () => {
    expect(() => loadConfig({ PORT: 'http' })).toThrow('PORT must be an integer');
  });
});
