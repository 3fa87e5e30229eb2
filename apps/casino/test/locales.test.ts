import { describe, expect, it } from 'vitest';
import { LOCALES } from '@casino/flows';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('../public/locales/*/common.json', { eager: true, import: 'default' });
const load = (locale: string): Tree => files[`../public/locales/${locale}/common.json`] ?? {};

/** 'a.b.c' -> value for every leaf of a locale file. */
const leaves = (tree: Tree, prefix = ''): [string, unknown][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );

describe('locale files', () => {
  const finnishKeys = leaves(load('fi')).map(([key]) => key);

  it('exist for exactly the supported locales', () => {
    expect(Object.keys(files).sort()).toEqual(
      LOCALES.map((locale) => `../public/locales/${locale}/common.json`).sort(),
    );
  });

  it.each(LOCALES)('%s has exactly the keys of fi, each a non-empty text', (locale) => {
    const entries = leaves(load(locale));
    expect(entries.map(([key]) => key).sort()).toEqual([...finnishKeys].sort());
    for (const [key, value] of entries) expect(typeof value === 'string' && value.trim() !== '', key).toBe(true);
  });

  // The error catalogue keeps the keys the flows produce (errorKey: 'errors.104', 'notices.updateSuccess', ...).
  const catalogue = /^(errors|notices|validation)\./;

  // A fourth level names the values or parts of one element (panel.documents.types.passport,
  // login.bankReturn.pending.title): flattening them into one camel-cased word hid that they belong together.
  it('keys are feature.screen.element (with at most one level below it), but for the error catalogue', () => {
    expect(finnishKeys.length).toBeGreaterThan(0);
    for (const key of finnishKeys.filter((key) => !catalogue.test(key)))
      expect(key.split('.').length, key).toSatisfy((levels: number) => levels === 3 || levels === 4);
  });

  /**
   * What the server means by a code, in each locale's words, and what its text must not say: a text that drifted
   * from its code (237 sent players to support; 210, a closed account, told them to activate it) fails here.
   */
  const meanings: [code: number, says: Record<string, RegExp>, never: RegExp][] = [
    [210, { fi: /suljettu/, en: /closed/, et: /suletud/ }, /aktivo|activat|aktiveeri/i],
    [
      237,
      { fi: /talletusraj/, en: /deposit limits/, et: /sissemaksete limiidid/ },
      /asiakaspalvelu|support|klienditoe/i,
    ],
  ];
  it.each(LOCALES.flatMap((locale) => meanings.map(([code, says, never]) => [locale, code, says, never] as const)))(
    '%s: the text of %i says what the server means',
    (locale, code, says, never) => {
      const text = (load(locale).errors as Tree)[String(code)];
      expect(text).toMatch(says[locale]!);
      expect(text).not.toMatch(never);
    },
  );
});
