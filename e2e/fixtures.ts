import { AxeBuilder } from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import type { Role } from '#contracts/roles';
import { PORTAL_URL } from './harness/ports.js';

/** WCAG 2.2 A and AA, as axe tags them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const test = base.extend<{
  /** Starts a real session with these roles for this browser context. */
  loginAs: (roles: Role[]) => Promise<void>;
  /** Answers the cookie banner beforehand (necessary cookies only), for tests about something else. */
  answerCookieBanner: () => Promise<void>;
}>({
  loginAs: async ({ page }, use) => {
    await use(async (roles) => {
      const response = await page.request.post('/__e2e/session', { data: { roles } });
      expect(response.status()).toBe(204);
    });
  },
  answerCookieBanner: async ({ context }, use) => {
    await use(async () => {
      await context.addCookies([{ name: 'cookieAccept', value: 'yes', url: PORTAL_URL }]);
    });
  },
});

export { expect };

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const described = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(described).toEqual([]);
}

/** The page's one h1, once the page has rendered. */
export const mainHeading = (page: Page) => page.getByRole('heading', { level: 1 });
