import { expect, mainHeading, test } from './fixtures.js';
import { ROUTES } from './route-table.js';

/**
 * Every value a member reads is written one way on every screen (docs/formats.md): no ISO or American dates
 * and no dotted clock times in what the page says, and a sum of money never shown with its öre on one screen
 * and without them on another. Forms are left out: their hints and fields show the ÅÅÅÅ-MM-DD a member types.
 */

/** Runs in the page: its visible text outside forms. */
function readableText(): string {
  const main = document.body.cloneNode(true) as HTMLElement;
  for (const form of main.querySelectorAll('form, input, textarea, select')) form.remove();
  // innerText of a detached clone has no layout; lay it out off screen to keep only what is drawn.
  main.style.position = 'absolute';
  main.style.left = '-100000px';
  document.body.append(main);
  const text = main.innerText;
  main.remove();
  return text.replace(/\u00a0/g, ' ');
}

const WRONG_FORMATS: readonly [string, RegExp][] = [
  ['an ISO date in running text', /\b\d{4}-\d{2}-\d{2}\b/],
  ['an American date', /\b\d{1,2}\/\d{1,2}\/\d{4}\b/],
  ['a clock time with a dot', /\b(?:kl\.\s*\d{1,2}\.\d{2}|\d{2}\.\d{2}–\d{2}\.\d{2})\b/],
];

/** "201 585,22 kr" → "201 585" and ",22": the whole kronor, and the öre when shown; not a price per unit (kr/ha). */
const MONEY = /(\d{1,3}(?: \d{3})+)(,\d{2})? kr(?![\w/])/g;
/** Below this a price (whole kronor) and a sum (with öre) may by chance be the same number. */
const SUM_DIGITS = 5;

test('a member sees each kind of value written one way on every screen', async ({ page, loginAs }) => {
  test.setTimeout(120_000);
  await loginAs(['Member']);
  const wrong: string[] = [];
  /** For each sum of ten thousand kronor or more: the screens showing it with öre, and without. */
  const sums = new Map<string, { withOre: Set<string>; withoutOre: Set<string> }>();
  for (const route of ROUTES.filter(({ as, covers }) => as?.[0] === 'Member' && covers !== 'logout')) {
    await page.goto(route.path);
    await expect(mainHeading(page)).toHaveText(route.heading);
    if (route.covers !== 'style') await expect(page.locator('[class*="_skeleton_"]')).toHaveCount(0);
    const text = await page.evaluate(readableText);
    for (const [what, pattern] of WRONG_FORMATS) {
      const found = pattern.exec(text);
      if (found !== null) wrong.push(`${route.path}: ${what}, "${found[0]}"`);
    }
    for (const [, kronor = '', ore] of text.matchAll(MONEY)) {
      if (kronor.replaceAll(' ', '').length < SUM_DIGITS) continue;
      const seen = sums.get(kronor) ?? { withOre: new Set(), withoutOre: new Set() };
      (ore === undefined ? seen.withoutOre : seen.withOre).add(route.path);
      sums.set(kronor, seen);
    }
  }
  const mixed = [...sums]
    .filter(([, seen]) => seen.withOre.size > 0 && seen.withoutOre.size > 0)
    .map(
      ([kronor, seen]) =>
        `${kronor} kr: with öre on ${[...seen.withOre].join(', ')}, without on ${[...seen.withoutOre].join(', ')}`,
    );
  expect(wrong, 'values written the wrong way').toEqual([]);
  expect(mixed, 'one sum written two ways').toEqual([]);
  // The scan read real figures: the overview's balance is among them.
  expect(sums.size).toBeGreaterThan(10);
});
