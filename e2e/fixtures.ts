import { AxeBuilder } from '@axe-core/playwright';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
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
      // A read the page still has in flight carries the old session's cookie. Answered after the new session
      // is set, it would clear that cookie as stale and end the new session: let the page's reads finish.
      await page.waitForLoadState('networkidle');
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

/**
 * Label in name (WCAG 2.5.3): a control's accessible name contains the words it shows, so a speech-input user
 * can say what they see. axe marks the rule experimental and leaves it out of a run by tags: it is switched on
 * by name.
 */
const ALSO_RUN = { 'label-content-name-mismatch': { enabled: true } };

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: ALSO_RUN })
    .withTags(WCAG_TAGS)
    .analyze();
  const described = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(described).toEqual([]);
}

/**
 * The element has keyboard focus, and a person can see it: it matches :focus-visible, draws an outline or a
 * box-shadow there, and nothing covers its middle (WCAG 2.4.7 and 2.4.11).
 */
export async function expectVisibleFocus(element: Locator): Promise<void> {
  await expect(element).toBeFocused();
  const seen = () =>
    element.evaluate((node) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const shadow = style.boxShadow !== 'none';
      // A link that wraps has a box per line: the middle of each part on screen must be the element's own.
      const parts = [...node.getClientRects()]
        .map((box) => ({
          left: Math.max(box.left, 0),
          right: Math.min(box.right, window.innerWidth),
          top: Math.max(box.top, 0),
          bottom: Math.min(box.bottom, window.innerHeight),
        }))
        .filter((box) => box.right > box.left && box.bottom > box.top);
      const uncovered = parts.every((box) => {
        const onTop = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2);
        return onTop !== null && (onTop === node || node.contains(onTop));
      });
      return {
        focusVisible: node.matches(':focus-visible'),
        ring: outline || shadow,
        inView: parts.length > 0,
        uncovered,
      };
    });
  await expect.poll(seen).toEqual({ focusVisible: true, ring: true, inView: true, uncovered: true });
}

/** Presses one key (Tab by default), then expects focus, visibly, on this element. */
export async function pressTo(page: Page, element: Locator, key = 'Tab'): Promise<void> {
  await page.keyboard.press(key);
  await expectVisibleFocus(element);
}

/** The page's one h1, once the page has rendered. */
export const mainHeading = (page: Page) => page.getByRole('heading', { level: 1 });
