/** The tracking events of spec 4: a completed login (with the player's id) and a completed registration. */
export type TrackingEvent = { event: 'login.complete'; userId: number } | { event: 'registration.complete' };

declare global {
  interface Window {
    dataLayer?: object[];
  }
}

/** The one adapter every tracking event goes through: a tag manager's `dataLayer` reads them from the page. */
export function track(event: TrackingEvent) {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
