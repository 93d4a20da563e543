import { DEGRADED_PORTAL_URL } from './harness/ports.js';
import { expect, expectNoAxeViolations, mainHeading, test } from './fixtures.js';

/**
 * Purchases (`/minasidor/minakop`): off everywhere (docs/portal.md 7), so the journey runs on the harness's
 * second portal, which switches it on. Karin finds her seeded order there and opens its confirmation.
 */
test('Karin sees her orders and their status under Mina köp, and opens one', async ({
  page,
  answerCookieBanner,
}) => {
  await answerCookieBanner();
  const session = await page.request.post(`${DEGRADED_PORTAL_URL}/__e2e/session`, {
    data: { roles: ['Member'] },
  });
  expect(session.status()).toBe(204);
  await page.goto(`${DEGRADED_PORTAL_URL}/minasidor/minakop`);
  await expect(mainHeading(page)).toHaveText('Mina köp');
  const order = page.getByRole('list', { name: 'Dina beställningar' }).getByRole('listitem').first();
  await expect(order).toContainText('Order SO-2026-001001');
  await expect(order).toContainText('Bekräftad');
  await expect(order).toContainText('4 375,00 kr');
  await expectNoAxeViolations(page);

  await order.getByRole('link', { name: 'Order SO-2026-001001' }).click();
  await expect(mainHeading(page)).toHaveText('Orderbekräftelse');
  await expect(page.getByRole('main')).toContainText('SO-2026-001001');
  await expectNoAxeViolations(page);
});
