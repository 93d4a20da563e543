import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';

/**
 * The accessibility statement (/tillganglighet) has every part DIGG requires (docs/quality.md section 4),
 * and the footer leads to it. That every footer links to it, on every route and screen size, is checked
 * where every route is visited: routes.spec.ts.
 */
test.beforeEach(async ({ answerCookieBanner }) => {
  await answerCookieBanner();
});

const heading = (page: Page, name: string, level: 2 | 3) =>
  page.getByRole('main').getByRole('heading', { name, level, exact: true });
/** The element right after a heading: what the section says first. */
const after = (element: Locator, nth = 1) => element.locator(`xpath=following-sibling::*[${String(nth)}]`);
/** A date as the statement writes it: "23 november 2026". */
const DATE = String.raw`\d{1,2} (januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december) \d{4}`;

test('the statement has every part DIGG requires, under plain headings, and passes axe', async ({ page }) => {
  await page.goto('/tillganglighet');
  await expect(mainHeading(page)).toHaveText('Tillgänglighetsredogörelse');
  await expect(page).toHaveTitle('Skogsportalen – Tillgänglighetsredogörelse');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Hur tillgänglig är portalen?',
    'Vad kan du göra om du inte kan använda delar av portalen?',
    'Rapportera brister i portalens tillgänglighet',
    'Tillsyn',
    'Teknisk information om portalens tillgänglighet',
    'Hur vi testat portalen',
  ]);

  // Who stands behind which service: the organisation and the service, as configured.
  await expect(after(mainHeading(page))).toContainText('Exempelskog står bakom Skogsportalen');

  // How far it complies, in DIGG's words, with the law and the standard.
  const compliance = 'delvis förenlig med lag (2018:1937) om tillgänglighet till digital offentlig service';
  await expect(after(heading(page, 'Hur tillgänglig är portalen?', 2))).toContainText(
    `${compliance} och med WCAG 2.2 nivå AA`,
  );
  await expect(after(heading(page, 'Teknisk information om portalens tillgänglighet', 2))).toContainText(
    compliance,
  );

  // What is not accessible, and why.
  const problems = after(heading(page, 'Innehåll som inte är tillgängligt', 3), 2).getByRole('listitem');
  await expect(problems).toHaveCount(4);
  await expect(problems.nth(0)).toContainText('Du loggas ut efter 30 minuter utan aktivitet');
  await expect(problems.nth(0)).toContainText('Portalen varnar inte innan');
  await expect(problems.nth(1)).toContainText('BankID');
  await expect(problems.nth(2)).toContainText(
    'Chatten och den inbyggda assistenten kommer från andra leverantörer',
  );
  await expect(problems.nth(3)).toContainText('Enkäten');

  // The exemptions claimed: none for disproportionate burden (12 §); the map is outside the law (9 §).
  await expect(after(heading(page, 'Oskäligt betungande anpassning', 3))).toContainText(
    'Vi gör inga undantag',
  );
  const outOfScope = after(heading(page, 'Innehåll som inte omfattas av lagen', 3));
  await expect(outOfScope).toContainText('Kartan i Kartvy');
  await expect(outOfScope).toContainText('9 §');

  // How it was assessed, and when; when the statement was last updated.
  const method = heading(page, 'Hur vi testat portalen', 2);
  await expect(after(method)).toContainText('självskattning');
  await expect(after(method, 2)).toContainText('axe');
  await expect(after(method, 2)).toContainText('tangentbordet');
  await expect(after(method, 3)).toHaveText(new RegExp(`^Senaste bedömningen gjordes den ${DATE}\\.$`));
  await expect(after(method, 5)).toHaveText(new RegExp(`^Redogörelsen uppdaterades senast den ${DATE}\\.$`));

  // Feedback: the support contact from the configuration, and a ready e-mail to report a problem.
  await expect(
    after(heading(page, 'Vad kan du göra om du inte kan använda delar av portalen?', 2), 2).getByRole(
      'link',
      { name: 'support@exempelskog.example' },
    ),
  ).toHaveAttribute('href', 'mailto:support@exempelskog.example');
  const report = after(heading(page, 'Rapportera brister i portalens tillgänglighet', 2), 2);
  await expect(
    report.getByRole('link', { name: 'Skicka e-post om ett problem med tillgängligheten' }),
  ).toHaveAttribute('href', /^mailto:support@exempelskog\.example\?subject=/);
  await expect(report.getByRole('link', { name: '010-123 45 67' })).toHaveAttribute('href', 'tel:0101234567');

  // DIGG's complaint form.
  await expect(
    after(heading(page, 'Tillsyn', 2), 2).getByRole('link', { name: 'Anmäl till Digg' }),
  ).toHaveAttribute('href', 'https://www.digg.se/tdosanmalan');

  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the statement passes axe and fits the screen', async ({ page }) => {
    await page.goto('/tillganglighet');
    await expect(mainHeading(page)).toHaveText('Tillgänglighetsredogörelse');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});

test('a signed-in visitor reaches the statement from the footer of every page', async ({ page, loginAs }) => {
  await loginAs(['Member']);
  for (const path of ['/', '/support']) {
    await page.goto(path);
    await expect(mainHeading(page)).toBeVisible();
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Sidfot' })
      .getByRole('link', { name: 'Tillgänglighetsredogörelse' })
      .click();
    await expect(mainHeading(page)).toHaveText('Tillgänglighetsredogörelse');
    await expect(mainHeading(page)).toBeFocused();
  }
});
