/**
 * INP of scripted interactions (README "Speed is measured"): a logged-in member on a phone
 * whose CPU is slowed down four times, one fresh page per measurement, INP as web-vitals reports it
 * (`reportAllChanges`, `durationThreshold: 0`, else a fast lab tap reports nothing). The tap comes once
 * the page has settled (no long animation frame for a second), as a member's would: the load's own work is
 * what Lighthouse's TBT measures.
 *
 *   npm run build && tsx --conditions=source bench/interactions.ts [--runs=5]
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.js';
import { logIn } from './lib/log-in.js';
import { freshDatabase, startPortal } from './lib/portal.js';
import { fixed, heading, median, printTable, verdict } from './lib/report.js';

interface Interaction {
  readonly name: string;
  readonly path: string;
  /** Does the interaction and waits until its result shows. */
  readonly run: (page: Page) => Promise<void>;
  /** Sets the stage before the page is opened, given the portal's address. */
  readonly prepare?: (page: Page, url: string) => Promise<void>;
}

/** A header button by the start of its name: the bell and the cart add a count ("Varukorg, 2 tjänster"). */
const headerButton = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^${name}(,|$)`) });
const headerRegion = (page: Page, name: string) => page.getByRole('banner').getByRole('region', { name });

const openFromHeader =
  (button: string, opened: (page: Page) => ReturnType<Page['getByRole']>) =>
  async (page: Page): Promise<void> => {
    await headerButton(page, button).tap();
    await opened(page).waitFor();
  };

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Huvudmeny' });
const openMainMenu = openFromHeader('Meny', mainMenu);

const addRojningToCart = async (page: Page): Promise<void> => {
  const form = page.getByRole('region', { name: 'Beställ' });
  await form
    .getByRole('checkbox', { name: /Avdelning/ })
    .first()
    .tap();
  await form.getByRole('region', { name: 'Beräknat pris' }).getByText('Att betala inkl. moms').waitFor();
  await form.getByRole('combobox', { name: 'När vill du att arbetet görs?' }).selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Lägg i varukorgen' }).tap();
  await page.getByText('Röjning är tillagd i varukorgen.').waitFor();
};

/** The interactions measured. INP is the page's worst interaction, so a flow counts its every tap. */
const INTERACTIONS: readonly Interaction[] = [
  {
    name: 'open the main menu',
    path: '/',
    run: openMainMenu,
  },
  {
    name: 'open the profile menu',
    path: '/',
    run: openFromHeader('Mina sidor', (page) => page.getByRole('region', { name: 'Mina sidor, meny' })),
  },
  {
    name: 'open notifications',
    path: '/',
    run: openFromHeader('Aviseringar', (page) => headerRegion(page, 'Aviseringar')),
  },
  {
    name: 'open the cart',
    path: '/',
    run: openFromHeader('Varukorg', (page) => headerRegion(page, 'Varukorg')),
  },
  {
    name: 'filter transactions',
    path: '/minasidor/ekonomi/transaktioner',
    run: async (page) => {
      await page.getByLabel('Typ').selectOption({ label: 'Uttag' });
      await page.getByRole('button', { name: 'Visa', exact: true }).tap();
      await page.getByRole('heading', { name: 'Resultat' }).and(page.locator(':focus')).waitFor();
    },
  },
  {
    name: 'add to cart (tick a stand, choose a time, add)',
    path: '/skogligatjanster/rojning',
    run: addRojningToCart,
  },
  {
    name: 'open the map (menu, then Kartvy)',
    path: '/',
    run: async (page) => {
      await openMainMenu(page);
      await mainMenu(page).getByRole('link', { name: 'Kartvy' }).tap();
      await page.getByRole('button', { name: 'Zooma in' }).waitFor();
    },
  },
  {
    name: 'submit checkout (accept the terms, send)',
    path: '/kassa',
    // One order per run: each puts something in the cart first, on the service page.
    prepare: async (page, url) => {
      await page.goto(`${url}/skogligatjanster/rojning`);
      await addRojningToCart(page);
    },
    run: async (page) => {
      await page.getByRole('checkbox', { name: 'Jag har läst och godkänner villkoren' }).tap();
      await page.getByRole('button', { name: 'Skicka beställning' }).tap();
      await page.getByText('Tack för din beställning!').waitFor();
    },
  },
];

const INP_GOAL_MS = 100;
const CPU_SLOWDOWN = 4;
/** A phone, as most members visit the portal, the size of Lighthouse's Moto G Power. */
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale: 'sv-SE' };

interface InpReport {
  readonly value: number;
  readonly inputDelay: number;
  readonly processingDuration: number;
  readonly presentationDelay: number;
  /** The element of the slowest interaction, as web-vitals names it. */
  readonly target: string;
}

declare global {
  interface Window {
    benchInp?: InpReport;
    /** When the latest animation frame over 50 ms ended (performance.now()). */
    benchLastLongFrame?: number;
  }
}

const require = createRequire(import.meta.url);
const WEB_VITALS_IIFE = join(dirname(require.resolve('web-vitals')), 'web-vitals.attribution.iife.js');

/**
 * Runs in every page before its own scripts: web-vitals, and the latest INP it reports kept on `window`.
 * Plain text, as the library's `webVitals` is visible only within the same init script, and a function
 * compiled by tsx would bring helpers the page does not have.
 */
const RECORD_INP = `${readFileSync(WEB_VITALS_IIFE, 'utf8')}
window.benchLastLongFrame = 0;
new PerformanceObserver((list) => {
  for (const frame of list.getEntries()) {
    if (frame.duration > 50) window.benchLastLongFrame = frame.startTime + frame.duration;
  }
}).observe({ type: 'long-animation-frame', buffered: true });
webVitals.onINP(({ value, attribution }) => {
  window.benchInp = {
    value,
    inputDelay: attribution.inputDelay,
    processingDuration: attribution.processingDuration,
    presentationDelay: attribution.presentationDelay,
    target: attribution.interactionTarget,
  };
}, { reportAllChanges: true, durationThreshold: 0 });`;

/** A member taps once the page has drawn itself: no long animation frame for QUIET_MS (at most 10 s). */
const QUIET_MS = 1_000;
const settled = (page: Page) =>
  page.waitForFunction((quiet) => performance.now() - (window.benchLastLongFrame ?? 0) >= quiet, QUIET_MS, {
    timeout: 10_000,
    polling: 100,
  });

async function measureOnce(page: Page, portalUrl: string, interaction: Interaction): Promise<InpReport> {
  await interaction.prepare?.(page, portalUrl);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`${portalUrl}${interaction.path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await settled(page);
  await interaction.run(page);
  const report = await page.waitForFunction(() => window.benchInp, undefined, { timeout: 5_000 });
  return (await report.jsonValue()) as InpReport;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '5' }, only: { type: 'string' } },
  });
  const runs = Number(values.runs);
  const chosen = INTERACTIONS.filter((interaction) => interaction.name.includes(values.only ?? ''));
  const database = await freshDatabase('pglite');
  const portal = await startPortal(database.config);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  try {
    const member = await logIn(portal.url, 'member');
    const context = await browser.newContext(PHONE);
    await context.addCookies(
      [...member.cookies, { name: 'cookieAccept', value: 'yes' }].map((cookie) => ({
        ...cookie,
        url: portal.url,
      })),
    );
    await context.addInitScript({ content: RECORD_INP });

    const rows: string[][] = [];
    for (const interaction of chosen) {
      console.info(`${interaction.name}: ${runs} runs…`);
      const reports: InpReport[] = [];
      for (let run = 0; run < runs; run += 1) {
        const page = await context.newPage();
        try {
          const report = await measureOnce(page, portal.url, interaction);
          console.info(`  ${fixed(report.value)} ms, slowest on ${report.target}`);
          reports.push(report);
        } finally {
          await page.close();
        }
      }
      const inp = median(reports.map((report) => report.value));
      const part = (key: Exclude<keyof InpReport, 'target'>): string =>
        fixed(median(reports.map((report) => report[key])));
      rows.push([
        interaction.name,
        `${fixed(inp)} ms`,
        `${fixed(Math.max(...reports.map((report) => report.value)))} ms`,
        part('inputDelay'),
        part('processingDuration'),
        part('presentationDelay'),
        verdict(inp <= INP_GOAL_MS),
      ]);
    }
    heading(
      `INP at ${CPU_SLOWDOWN}x CPU slowdown on a phone, median of ${runs} runs (goal <= ${INP_GOAL_MS} ms)`,
    );
    printTable(['interaction', 'INP', 'worst', 'input ms', 'processing ms', 'presentation ms', 'goal'], rows);
  } finally {
    await browser.close();
    await portal.stop();
    await database.dispose();
  }
}

await main();
