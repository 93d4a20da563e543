import type { Page } from '@playwright/test';
import type { Role } from '#contracts/roles';
import { expect, mainHeading, test } from './fixtures.js';
import { ROUTES, type RouteCase } from './route-table.js';

/**
 * No h2 or h3 touches the block above it: on every screen at a phone's width, each visible heading starts at
 * least MIN_GAP_PX below the previous block in its container. One page load a screen; measured in the page.
 */

const MIN_GAP_PX = 8;

/** A heading too close to the block before it, described so a failure says where. */
interface Crowded {
  heading: string;
  after: string;
  gap: number;
}

/** Runs in the page: the visible h2 and h3 that start less than `minGap` px below their previous block. */
function findCrowdedHeadings(minGap: number): Crowded[] {
  const describe = (element: Element): string => {
    const classes = [...element.classList].map((name) => `.${name}`).join('');
    const text = element.textContent.trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${element.tagName.toLowerCase()}${classes} "${text}"`;
  };
  /** Drawn, in the flow and bigger than the 1 px of visually hidden text. */
  const isBlock = (element: Element): boolean => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const position = getComputedStyle(element).position;
    if (position === 'absolute' || position === 'fixed') return false;
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1;
  };
  /** The nearest earlier sibling that is a block; a hidden one, or one out of the flow, is passed over. */
  const previousBlock = (heading: Element): Element | undefined => {
    for (let sibling = heading.previousElementSibling; sibling !== null;) {
      if (isBlock(sibling)) return sibling;
      sibling = sibling.previousElementSibling;
    }
    return undefined;
  };
  const crowded: Crowded[] = [];
  for (const heading of document.body.querySelectorAll('h2, h3')) {
    if (!isBlock(heading)) continue;
    const before = previousBlock(heading);
    if (before === undefined) continue;
    const own = heading.getBoundingClientRect();
    const above = before.getBoundingClientRect();
    // Only a block stacked above the heading counts: one beside it (a row, a grid column) is not "above".
    const stacked = above.top < own.top && above.left < own.right && own.left < above.right;
    if (!stacked) continue;
    const gap = own.top - above.bottom;
    if (gap < minGap - 0.5) {
      crowded.push({ heading: describe(heading), after: describe(before), gap: Math.round(gap * 10) / 10 });
    }
  }
  return crowded;
}

async function sweep(page: Page, routes: readonly RouteCase[]): Promise<void> {
  for (const route of routes) {
    await page.goto(route.path);
    await expect(mainHeading(page)).toHaveText(route.heading);
    // Measured once the sections have loaded: a placeholder has no headings of its own. (The style guide
    // shows one on purpose.)
    if (route.covers !== 'style') await expect(page.locator('[class*="_skeleton_"]')).toHaveCount(0);
    expect
      .soft(await page.evaluate(findCrowdedHeadings, MIN_GAP_PX), `headings too close on ${route.path}`)
      .toEqual([]);
  }
}

const routesFor = (role: Role | undefined) =>
  ROUTES.filter((route) => route.as?.[0] === role && route.covers !== 'logout');

test.describe('headings at a phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.beforeEach(async ({ answerCookieBanner }) => {
    await answerCookieBanner();
  });

  test("keep their distance from the block above on a member's screens", async ({ page, loginAs }) => {
    test.setTimeout(120_000);
    await loginAs(['Member']);
    await sweep(page, routesFor('Member'));
  });

  test("keep their distance on a prospective member's screens", async ({ page, loginAs }) => {
    await loginAs(['Potential']);
    await sweep(page, routesFor('Potential'));
  });

  test("keep their distance on a visitor's screens", async ({ page }) => {
    await sweep(page, routesFor(undefined));
  });
});
