import type { Page } from '@playwright/test';
import type { Role } from '#contracts/roles';
import { expect, mainHeading, test } from './fixtures.js';
import { ROUTES, type RouteCase } from './route-table.js';

/**
 * Nothing on any screen reaches past the left or right edge of a phone (WCAG 1.4.10): not the page, not a
 * header panel, not a dialog a button opens. Something wider may only scroll inside a labelled scroll region
 * that a keyboard can reach. Pages are resized, not reloaded, between widths, and each group logs in once.
 */

const WIDTHS = [360, 390, 414];

/** An element past the viewport's edge, described so a failure says what it is. */
interface Offender {
  what: string;
  left: number;
  right: number;
}

/** Runs in the page: the outermost visible elements past the left or right edge, outside a labelled scroll region. */
function findOffenders(): Offender[] {
  const viewportWidth = document.documentElement.clientWidth;
  const describe = (element: Element): string => {
    const name = element.getAttribute('aria-label') ?? element.textContent.trim().replace(/\s+/g, ' ');
    const id = element.id === '' ? '' : `#${element.id}`;
    const classes = [...element.classList].map((name) => `.${name}`).join('');
    return `${element.tagName.toLowerCase()}${id}${classes} "${name.slice(0, 50)}"`;
  };
  /** A scroll region a keyboard user can find and scroll: role, accessible name and a tab stop. */
  const isLabelledScrollRegion = (element: Element): boolean =>
    element.getAttribute('role') === 'region' &&
    (element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby')) &&
    element.getAttribute('tabindex') === '0';
  /** Whether something between the element and the page clips it, or lets it scroll in a proper region. */
  const containedByAncestor = (element: Element): 'clipped' | 'region' | 'unlabelled' | undefined => {
    for (let parent = element.parentElement; parent !== null && parent !== document.body;) {
      const overflow = getComputedStyle(parent).overflowX;
      if (overflow === 'auto' || overflow === 'scroll') {
        return isLabelledScrollRegion(parent) ? 'region' : 'unlabelled';
      }
      if (overflow === 'hidden' || overflow === 'clip') return 'clipped';
      parent = parent.parentElement;
    }
    return undefined;
  };
  const offenders: Element[] = [];
  const found: Offender[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const box = element.getBoundingClientRect();
    // Visually hidden text (1 px, clipped) is for screen readers only.
    if (box.width <= 1 || box.height <= 1) continue;
    if (box.left >= -0.5 && box.right <= viewportWidth + 0.5) continue;
    const container = containedByAncestor(element);
    if (container === 'clipped' || container === 'region') continue;
    if (offenders.some((outer) => outer.contains(element))) continue;
    offenders.push(element);
    found.push({
      what:
        container === 'unlabelled'
          ? `${describe(element)} (in an unlabelled scroll area)`
          : describe(element),
      left: Math.round(box.left),
      right: Math.round(box.right),
    });
  }
  return found;
}

async function expectInsideAtEveryWidth(page: Page, where: string, open?: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    if (open !== undefined) await open();
    expect(await page.evaluate(findOffenders), `past the edge at ${String(width)} px: ${where}`).toEqual([]);
  }
}

/** Opens every header panel in turn, each once its content has loaded, and checks it at every width. */
async function checkHeaderPanels(page: Page, path: string): Promise<string[]> {
  const triggers = page.locator('header [id^="header-trigger-"]');
  const ids = await triggers.evaluateAll((buttons) => buttons.map((button) => button.id));
  const checked: string[] = [];
  for (const id of ids) {
    const name = id.replace('header-trigger-', '');
    const trigger = page.locator(`#${id}`);
    const panel = page.locator(`#header-panel-${name}`);
    await expectInsideAtEveryWidth(page, `${path} with the ${name} panel open`, async () => {
      // At every width below the desktop menu; the buttons stay in place across the three widths.
      if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('status')).toHaveCount(0);
    });
    await trigger.click();
    await expect(panel).toBeHidden();
    checked.push(name);
  }
  return checked;
}

/** Opens every dialog the page's buttons open (aria-haspopup="dialog"), one at a time, each name once a sweep. */
async function checkDialogs(page: Page, path: string, seen: Set<string>): Promise<void> {
  const triggers = page.locator('button[aria-haspopup="dialog"]:visible');
  const count = await triggers.count();
  for (let index = 0; index < count; index++) {
    const trigger = triggers.nth(index);
    const name = (await trigger.textContent()) ?? '';
    if (seen.has(name)) continue;
    seen.add(name);
    await trigger.click();
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toBeVisible();
    await expectInsideAtEveryWidth(page, `${path} with the dialog of "${name}" open`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
}

async function sweep(page: Page, routes: RouteCase[]): Promise<{ panels: string[]; dialogs: string[] }> {
  const panels = new Set<string>();
  const dialogs = new Set<string>();
  for (const [index, route] of routes.entries()) {
    await page.setViewportSize({ width: WIDTHS[0] ?? 360, height: 800 });
    await page.goto(route.path);
    await expect(mainHeading(page)).toHaveText(route.heading);
    // Measured once the sections have loaded: a placeholder is never as wide as what replaces it. (The style
    // guide shows one on purpose.)
    if (route.covers !== 'style') await expect(page.locator('[class*="_skeleton_"]')).toHaveCount(0);
    await expectInsideAtEveryWidth(page, route.path);
    // The panels belong to the header, the same on every screen but the map's, which lays the page out its own way.
    if (index === 0 || route.covers === 'map') {
      for (const panel of await checkHeaderPanels(page, route.path)) panels.add(panel);
    }
    await checkDialogs(page, route.path, dialogs);
  }
  return { panels: [...panels], dialogs: [...dialogs] };
}

const routesFor = (role: Role | undefined) =>
  ROUTES.filter((route) => route.as?.[0] === role && route.covers !== 'logout');

test.describe('at phone widths', () => {
  test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });
  test.beforeEach(async ({ answerCookieBanner }) => {
    await answerCookieBanner();
  });

  const memberRoutes = routesFor('Member');
  const half = Math.ceil(memberRoutes.length / 2);
  const memberGroups = [memberRoutes.slice(0, half), memberRoutes.slice(half)];

  for (const [index, routes] of memberGroups.entries()) {
    test(`a member's screens, part ${String(index + 1)}, with their header panels and dialogs, fit`, async ({
      page,
      loginAs,
    }) => {
      test.setTimeout(120_000);
      await loginAs(['Member']);
      const { panels, dialogs } = await sweep(page, routes);
      // The sweep really opened what it checked: every header panel of a member.
      expect(panels.sort()).toEqual(['cart', 'menu', 'notifications', 'profile']);
      // The dialogs share one component; these three were open at every width, each from its own page.
      if (index === 0) {
        expect(dialogs).toContain('Cookieinställningar');
        expect(dialogs.some((name) => name.startsWith('Avboka'))).toBe(true);
        expect(dialogs.some((name) => name.startsWith('Ta bort'))).toBe(true);
      }
    });
  }

  // The map's tools open only after a step or two, so the sweep of buttons cannot reach them.
  test("the map's tools fit: notes, a note's removal, a new note's form, the area editor, the forest overview", async ({
    page,
    loginAs,
  }) => {
    await loginAs(['Member']);
    await page.goto('/kartvy');
    await expect(mainHeading(page)).toHaveText('Kartvy');
    // On a phone the tools are in the sheet with the search, estates and layers.
    await page.getByRole('button', { name: 'Visa sök, fastigheter och lager' }).click();
    await page.getByRole('button', { name: 'Egna punkter', exact: true }).click();
    const notes = page.getByRole('region', { name: 'Egna punkter och områden' });
    await expect(notes.getByRole('list', { name: 'Dina egna punkter' })).toBeVisible();
    await expectInsideAtEveryWidth(page, 'the map with its notes open');

    await notes.getByRole('button', { name: /Stormfällda granar/ }).click();
    await notes.getByRole('button', { name: 'Ta bort' }).click();
    const removal = page.getByRole('dialog', { name: 'Ta bort punkten?' });
    await expect(removal).toContainText('Stormfällda granar');
    await expectInsideAtEveryWidth(page, "the map with a note's removal asked about");
    await removal.getByRole('button', { name: 'Behåll' }).click();
    await expect(removal).toHaveCount(0);

    await notes.getByRole('button', { name: 'Ny punkt' }).click();
    await notes.getByRole('button', { name: 'Placera i kartans mitt' }).click();
    const form = page.getByRole('region', { name: 'Ny egen punkt' });
    await expect(form.getByLabel(/^Rubrik/)).toBeVisible();
    await expectInsideAtEveryWidth(page, "the map with a new note's form");
    await form.getByRole('button', { name: 'Avbryt' }).click();
    await expect(form).toHaveCount(0);

    await notes.getByRole('button', { name: 'Nytt område' }).click();
    const editor = page.getByRole('region', { name: 'Rita ett område' });
    await expect(editor.getByRole('button', { name: 'Lägg till hörn i kartans mitt' })).toBeEnabled();
    await expectInsideAtEveryWidth(page, 'the map with the area editor open');
    await editor.getByRole('button', { name: 'Avbryt' }).click();
    await expect(editor).toHaveCount(0);

    await page.getByRole('button', { name: 'Skogsöversikt', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Skogsöversikten', exact: true })).toBeVisible();
    await expectInsideAtEveryWidth(page, 'the map with the forest overview panel open');
  });

  test('the screens of a prospective member fit', async ({ page, loginAs }) => {
    await loginAs(['Potential']);
    await sweep(page, routesFor('Potential'));
  });

  test('the screens for a visitor who is not signed in fit', async ({ page }) => {
    test.setTimeout(120_000);
    await sweep(page, routesFor(undefined));
  });
});
