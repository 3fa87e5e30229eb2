import { expect, test } from './fixtures';

const STATEMENTS = [
  { home: '/', link: 'Saavutettavuusseloste', path: '/saavutettavuus', report: 'support@kasino.fi' },
  { home: '/en', link: 'Accessibility statement', path: '/en/accessibility', report: 'support@kasino.fi' },
  { home: '/et', link: 'Ligipääsetavuse teatis', path: '/et/ligipaasetavus', report: 'support@kasino.fi' },
];

for (const { home, link, path, report } of STATEMENTS)
  test(`the accessibility statement is linked from the footer and read in its language (${path})`, async ({
    page,
    expectAccessible,
  }) => {
    await page.goto(home);
    await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
    const main = page.getByRole('main');
    // The standard, how it is tested, what does not conform, and how to report a barrier.
    await expect(main).toContainText('WCAG 2.2');
    await expect(main).toContainText('EN 301 549');
    await expect(main).toContainText('axe');
    await expect(main).toContainText(report);
    await expectAccessible();
  });
