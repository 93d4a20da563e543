/**
 * INP of scripted interactions (docs/quality.md 1.5; goal 7 in section 5): a logged-in member on a phone
 * whose CPU is slowed down four times, one fresh page per measurement, INP as web-vitals reports it
 * (`reportAllChanges`, `durationThreshold: 0`, else a fast lab tap reports nothing).
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
  readonly run?: (page: Page) => Promise<void>;
  /** Why it cannot be measured yet: the page it needs comes with a later issue. */
  readonly pending?: string;
}

const headerButton = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name, exact: true });

const openFromHeader =
  (button: string, opened: (page: Page) => ReturnType<Page['getByRole']>) =>
  async (page: Page): Promise<void> => {
    await headerButton(page, button).tap();
    await opened(page).waitFor();
  };

/**
 * The interactions measured. A `pending` one is skipped with a note: the issue that builds its page
 * replaces `pending` with `run`.
 */
const INTERACTIONS: readonly Interaction[] = [
  {
    name: 'open the main menu',
    path: '/',
    run: openFromHeader('Meny', (page) => page.getByRole('navigation', { name: 'Huvudmeny' })),
  },
  {
    name: 'open the profile menu',
    path: '/',
    run: openFromHeader('Mina sidor', (page) => page.getByRole('region', { name: 'Mina sidor, meny' })),
  },
  {
    name: 'open notifications',
    path: '/',
    run: openFromHeader('Aviseringar', (page) => page.getByRole('region', { name: 'Aviseringar' })),
  },
  {
    name: 'open the cart',
    path: '/',
    run: openFromHeader('Varukorg', (page) => page.getByRole('region', { name: 'Varukorg' })),
  },
  {
    name: 'filter transactions',
    path: '/minasidor/ekonomi/transaktioner',
    pending: 'no transactions page yet',
  },
  { name: 'add to cart', path: '/skogligatjanster', pending: 'services cannot be ordered yet' },
  { name: 'open the map', path: '/kartvy', pending: 'no map yet' },
  { name: 'submit checkout', path: '/kassa', pending: 'no checkout yet' },
];

const INP_GOAL_MS = 100;
const CPU_SLOWDOWN = 4;
/** A phone, as most members visit (DESIGN 8), the size of Lighthouse's Moto G Power. */
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale: 'sv-SE' };

interface InpReport {
  readonly value: number;
  readonly inputDelay: number;
  readonly processingDuration: number;
  readonly presentationDelay: number;
}

declare global {
  interface Window {
    benchInp?: InpReport;
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
webVitals.onINP(({ value, attribution }) => {
  window.benchInp = {
    value,
    inputDelay: attribution.inputDelay,
    processingDuration: attribution.processingDuration,
    presentationDelay: attribution.presentationDelay,
  };
}, { reportAllChanges: true, durationThreshold: 0 });`;

async function measureOnce(page: Page, url: string, run: (page: Page) => Promise<void>): Promise<InpReport> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await run(page);
  const report = await page.waitForFunction(() => window.benchInp, undefined, { timeout: 5_000 });
  return (await report.jsonValue()) as InpReport;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
  const runs = Number(values.runs);
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
    for (const interaction of INTERACTIONS) {
      if (interaction.run === undefined) {
        console.info(
          `note: skipping "${interaction.name}" (${interaction.path}): ${interaction.pending ?? ''}`,
        );
        continue;
      }
      console.info(`${interaction.name}: ${runs} runs…`);
      const reports: InpReport[] = [];
      for (let run = 0; run < runs; run += 1) {
        const page = await context.newPage();
        try {
          reports.push(await measureOnce(page, `${portal.url}${interaction.path}`, interaction.run));
        } finally {
          await page.close();
        }
      }
      const inp = median(reports.map((report) => report.value));
      const part = (key: keyof InpReport): string => fixed(median(reports.map((report) => report[key])));
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
