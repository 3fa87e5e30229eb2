import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

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
    expect(config.dataDir).toBe(resolve(import.meta.dirname, '../../.data/pglite'));
    expect(config.wallet.requireDepositLimits).toBe(true);
    expect(loadConfig({ REQUIRE_DEPOSIT_LIMITS: 'false' }).wallet.requireDepositLimits).toBe(false);
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

  it("brands the maintenance screen with 'Casino' and the site's logo at 200 by 57 by default", () => {
    const branding = { appName: 'Casino', logo: { url: '/images/logo.svg', width: 200, height: 57 } };
    expect(loadConfig({}).maintenanceBranding).toEqual(branding);
    const empty = { APP_NAME: '', MAINTENANCE_LOGO_URL: '', MAINTENANCE_LOGO_WIDTH: '', MAINTENANCE_LOGO_HEIGHT: '' };
    expect(loadConfig(empty).maintenanceBranding).toEqual(branding);
  });

  it('reads the maintenance branding from the environment', () => {
    const config = loadConfig({
      APP_NAME: ' Kasino Pohjola ',
      MAINTENANCE_LOGO_URL: 'https://cdn.example.com/brand/logo.png?v=2',
      MAINTENANCE_LOGO_WIDTH: '320',
      MAINTENANCE_LOGO_HEIGHT: '90',
    });
    expect(config.maintenanceBranding).toEqual({
      appName: 'Kasino Pohjola',
      logo: { url: 'https://cdn.example.com/brand/logo.png?v=2', width: 320, height: 90 },
    });
    expect(loadConfig({ MAINTENANCE_LOGO_URL: '/images/brand.svg' }).maintenanceBranding.logo.url).toBe(
      '/images/brand.svg',
    );
  });

  it.each([
    ['MAINTENANCE_LOGO_WIDTH', '0', 'MAINTENANCE_LOGO_WIDTH must be a positive integer, got "0"'],
    ['MAINTENANCE_LOGO_WIDTH', '12.5', 'MAINTENANCE_LOGO_WIDTH must be a positive integer'],
    ['MAINTENANCE_LOGO_WIDTH', '200px', 'MAINTENANCE_LOGO_WIDTH must be a positive integer'],
    ['MAINTENANCE_LOGO_HEIGHT', '-57', 'MAINTENANCE_LOGO_HEIGHT must be a positive integer'],
    ['MAINTENANCE_LOGO_URL', 'logo.svg', 'MAINTENANCE_LOGO_URL must be a path on the site (/...) or an http(s) URL'],
    ['MAINTENANCE_LOGO_URL', '//cdn.example.com/logo.svg', 'MAINTENANCE_LOGO_URL must be a path'],
    ['MAINTENANCE_LOGO_URL', 'javascript:alert(1)', 'MAINTENANCE_LOGO_URL must be a path'],
    ['MAINTENANCE_LOGO_URL', 'https://', 'MAINTENANCE_LOGO_URL must be a path'],
    ['MAINTENANCE_LOGO_URL', '/images/my logo.svg', 'MAINTENANCE_LOGO_URL must be a path'],
    ['APP_NAME', '   ', 'APP_NAME must not be blank'],
  ])('refuses to start with %s=%j', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});
