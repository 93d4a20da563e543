import { expect, mainHeading, test } from './fixtures.js';
import { ROUTES } from './route-table.js';

/**
 * On a phone every control is a target of at least 44 × 44 px (WCAG 2.5.5, which the portal holds itself to
 * on a phone): buttons, links that stand alone, a radio button's or a checkbox's label, a summary. A link
 * inside a sentence is exempt, as WCAG exempts it: its size is the text's.
 */

const TARGET = 44;

/** Runs in the page: the visible controls smaller than the target, each described with its size. */
function smallTargets(target: number): string[] {
  const controls = 'a[href], button, input:not([type="hidden"]), select, textarea, summary';
  /** A link whose ::after covers a card: the card is what a finger taps. */
  const stretchedOver = (element: Element): Element | undefined => {
    const after = getComputedStyle(element, '::after');
    if (after.content === 'none' || after.position !== 'absolute') return undefined;
    return element instanceof HTMLElement ? (element.offsetParent ?? undefined) : undefined;
  };
  /** A link in running text: its block says more than the link does. */
  const inSentence = (element: Element): boolean => {
    if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
    const block = element.parentElement;
    return block !== null && block.textContent.trim() !== element.textContent.trim();
  };
  const small: string[] = [];
  for (const element of document.querySelectorAll(controls)) {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    if (inSentence(element)) continue;
    const tapped =
      element instanceof HTMLInputElement && ['radio', 'checkbox'].includes(element.type)
        ? (element.labels?.[0] ?? element)
        : (stretchedOver(element) ?? element);
    const box = tapped.getBoundingClientRect();
    // Visually hidden (a skip link until focused): nothing to tap.
    if (box.width <= 1 || box.height <= 1) continue;
    if (box.width >= target - 0.5 && box.height >= target - 0.5) continue;
    const name = (element.getAttribute('aria-label') ?? tapped.textContent).trim().replace(/\s+/g, ' ');
    small.push(
      `${element.tagName.toLowerCase()} "${name.slice(0, 40)}" ${String(Math.round(box.width))}×${String(Math.round(box.height))}`,
    );
  }
  return small;
}

/** Every page of a member's (but leaving, and purchases, which is switched off). */
const PAGES = ROUTES.filter(
  (route) => route.as?.[0] === 'Member' && !['logout', 'purchases'].includes(route.covers),
);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('every control on the main pages is a 44 px target', async ({ page, loginAs, answerCookieBanner }) => {
    test.setTimeout(120_000);
    await answerCookieBanner();
    await loginAs(['Member']);
    expect(PAGES.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/kontakt',
        '/minasidor/ekonomi/kassabok',
        '/minasidor/verksamheter/kalkyl',
      ]),
    );
    const small: string[] = [];
    for (const route of PAGES) {
      await page.goto(route.path);
      await expect(mainHeading(page)).toHaveText(route.heading);
      await expect(page.locator('[class*="_skeleton_"]')).toHaveCount(0);
      for (const found of await page.evaluate(smallTargets, TARGET)) small.push(`${route.path}: ${found}`);
    }
    expect(small).toEqual([]);
  });
});
