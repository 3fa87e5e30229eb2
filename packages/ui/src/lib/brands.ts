/** The brands styles.css themes; the app puts one on `<html data-brand>`. The first is the default. */
export const brands = ['gold', 'emerald'] as const;

export type Brand = (typeof brands)[number];
