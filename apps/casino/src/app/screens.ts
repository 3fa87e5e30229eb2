import type { RouteName } from './routes';

/**
 * The named routes of the table whose screen is not built yet (src/routes.ts maps every other one to its module).
 * Links to them are hidden, so that no visible link answers 404; screens.test.ts keeps this list and src/routes.ts in
 * step, so a route that gets its screen fails the test until it leaves the list.
 */
const NOT_BUILT: ReadonlySet<RouteName> = new Set<RouteName>(['BONUSGAME']);

/** Whether a named route has a screen to link to. */
export const hasScreen = (name: RouteName): boolean => !NOT_BUILT.has(name);
