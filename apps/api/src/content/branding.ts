/**
 * The site's own logo, a seeded picture of 200 by 57; the maintenance screen shows it unless MAINTENANCE_LOGO_URL
 * names another.
 */
export const SITE_LOGO = '/images/logo.svg';

/** What the maintenance screen shows besides its message (spec 2.3): the app name and the logo with its size. */
export interface MaintenanceBranding {
  appName: string;
  logo: { url: string; width: number; height: number };
}
