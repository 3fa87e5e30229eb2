import { describe, expect, it } from 'vitest';
import routeConfig from '../routes';
import { hasScreen } from './screens';
import { ROUTES, type RouteName } from './routes';

describe('hasScreen', () => {
  it('is true exactly for the named routes that src/routes.ts maps to a module', () => {
    const mapped = new Set(routeConfig.map((route) => route.id?.split('.')[0]));
    for (const name of Object.keys(ROUTES) as RouteName[]) expect(hasScreen(name), name).toBe(mapped.has(name));
  });
});
