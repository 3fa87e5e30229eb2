import { expect, test } from './fixtures';

/**
 * From a short page (the terms), whose footer stays where it is: on the long home page a phone's footer moves as the
 * rails above it render while scrolled past, and a tap aimed at a link as it moved met nothing.
 */
const STATEMENTS = [
  {
    from: '/kayttoehdot',
    link: 'Saavutettavuusseloste',
    path: '/saavutettavuus',
    report: 'support@kasino.fi',
    keyboard: 'testataan jokaisen muutoksen yhteydessä pelkällä näppäimistöllä',
  },
  {
    from: '/en/terms',
    link: 'Accessibility statement',
    path: '/en/accessibility',
    report: 'support@kasino.fi',
    keyboard: 'tested with the keyboard alone on every change',
  },
  {
    from: '/et/tingimused',
    link: 'Ligipääsetavuse teatis',
    path: '/et/ligipaasetavus',
    report: 'support@kasino.fi',
    keyboard: 'testitakse iga muudatuse juures ainult klaviatuuriga',
  },
];

for (const { from, link, path, report, keyboard } of STATEMENTS)
  test(`the accessibility statement is linked from the footer and read in its language (${path})`, async ({
    page,
    expectAccessible,
  }) => {
    await page.goto(from);
    await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
    const main = page.getByRole('main');
    // The standard, how it is tested (the keyboard-only journey, keyboard-journey.spec.ts, too), what does not
    // conform, and how to report a barrier.
    await expect(main).toContainText('WCAG 2.2');
    await expect(main).toContainText('EN 301 549');
    await expect(main).toContainText('axe');
    await expect(main).toContainText(keyboard);
    await expect(main).toContainText(report);
    await expectAccessible();
  });
