/**
 * Lighthouse performance of the production build (README "Speed is measured", docs/quality.md goal 1): the
 * login page as a first visit, and as a logged-in member the overview, the transactions,
 * the services and the map page, mobile (Lighthouse's default) and desktop, the median of several runs
 * (`computeMedianRun`). Below 100 it prints what Lighthouse blames. Run it alone: a load test or a build
 * beside it skews every number.
 *
 *   npm run build && tsx --conditions=source bench/lighthouse.ts [--runs=5] [--presets=mobile,desktop]
 *     [--pages=/login,/,…] [--quick]     (--quick: one run per page and preset, to check that it works)
 *
 * The reports of the median runs are written to test-results/bench/lighthouse/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { computeMedianRun as untypedMedianRun } from 'lighthouse/core/lib/median-run.js';
import { portalRoutes } from '#contracts/routes';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.js';
import { logIn, type BrowserCookie } from './lib/log-in.js';
import { freshDatabase, startPortal } from './lib/portal.js';
import { fixed, heading, printTable, verdict } from './lib/report.js';

type Preset = 'mobile' | 'desktop';

interface MeasuredPage {
  readonly name: string;
  readonly path: string;
  readonly loggedIn: boolean;
  /** The lowest performance score that passes. */
  readonly scoreGoal: number;
  /** The longest LCP that passes; none where the goal is the score alone. */
  readonly lcpGoalMs?: Record<Preset, number>;
  /** The longest total blocking time that passes, where one is set. */
  readonly tbtGoalMs?: Partial<Record<Preset, number>>;
}

/** README "Speed is measured". */
const SCORE_GOAL = 100;
const LCP_GOAL_MS: Record<Preset, number> = { mobile: 1500, desktop: 600 };
/** The pages a member opens after the overview (docs/quality.md, goal 1). */
const MEMBER_PAGE_SCORE_GOAL = 90;
/** The page used in the forest on slow phones, where a tap must not wait (docs/quality.md, goal 1). */
const MAP_SCORE_GOAL = 95;
const MAP_TBT_GOAL_MS = { mobile: 150 };
/** Below this score the median run's diagnosis is printed. */
const DIAGNOSE_BELOW = 100;

const PAGES: readonly MeasuredPage[] = [
  {
    name: 'login, first visit',
    path: portalRoutes.login.path,
    loggedIn: false,
    scoreGoal: SCORE_GOAL,
    lcpGoalMs: LCP_GOAL_MS,
  },
  {
    name: 'overview, logged in',
    path: portalRoutes.overview.path,
    loggedIn: true,
    scoreGoal: SCORE_GOAL,
    lcpGoalMs: LCP_GOAL_MS,
  },
  {
    name: 'transactions, logged in',
    path: portalRoutes.transactions.path,
    loggedIn: true,
    scoreGoal: MEMBER_PAGE_SCORE_GOAL,
  },
  {
    name: 'services, logged in',
    path: portalRoutes.services.path,
    loggedIn: true,
    scoreGoal: MEMBER_PAGE_SCORE_GOAL,
  },
  {
    name: 'map, logged in',
    path: portalRoutes.map.path,
    loggedIn: true,
    scoreGoal: MAP_SCORE_GOAL,
    tbtGoalMs: MAP_TBT_GOAL_MS,
  },
];

/** A report's file name: the overview is `overview`, any other page its path with dashes. */
const reportName = (path: string, preset: Preset): string =>
  `${path === '/' ? 'overview' : path.slice(1).replaceAll('/', '-')}-${preset}.json`;

const LIGHTHOUSE_FLAGS = [
  ...CHROMIUM_FLAGS,
  '--headless=new',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-default-apps',
];
const REPORT_DIR = join(import.meta.dirname, '..', 'test-results', 'bench', 'lighthouse');

const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;

/** Lighthouse's own median run (nearest the median FCP and TTI); its .d.ts names a type it never imports. */
const computeMedianRun = untypedMedianRun as (runs: Result[]) => Result;

const metric = (lhr: Result, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
const score = (lhr: Result): number => Math.round((lhr.categories.performance?.score ?? 0) * 100);

/**
 * The browser's cookies for the next runs: Lighthouse resets caches and storage between runs, never
 * cookies, so a session set here is the one a returning member's browser would send.
 */
async function setBrowserCookies(
  port: number,
  portalUrl: string,
  cookies: readonly BrowserCookie[],
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (context === undefined) throw new Error('Chromium has no default context');
    await context.clearCookies();
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: portalUrl })));
  } finally {
    await browser.close();
  }
}

/** Failed runs (on a busy machine Lighthouse now and then loses the trace: NO_NAVSTART) are run again. */
const MAX_FAILED_RUNS = 3;

async function medianRun(url: string, port: number, preset: Preset, runs: number): Promise<Result> {
  const results: Result[] = [];
  let failed = 0;
  while (results.length < runs) {
    const outcome = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const problem = outcome === undefined ? 'no result' : outcome.lhr.runtimeError?.message;
    if (outcome !== undefined && problem === undefined) {
      results.push(outcome.lhr);
      continue;
    }
    failed += 1;
    if (failed > MAX_FAILED_RUNS) throw new Error(`Lighthouse keeps failing on ${url}: ${problem ?? ''}`);
    console.info(`  note: a run failed and is repeated: ${problem ?? ''}`);
  }
  return computeMedianRun(results);
}

/** The parts of an audit's details table the diagnosis reads. */
interface DetailsTable {
  items?: {
    node?: { selector?: string; nodeLabel?: string };
    phase?: string;
    timing?: number;
    score?: number;
  }[];
}

const tablesOf = (details: unknown): DetailsTable[] => {
  const list = details as { type?: string; items?: unknown[] } | undefined;
  if (list === undefined) return [];
  return list.type === 'list' ? ((list.items ?? []) as DetailsTable[]) : [list as DetailsTable];
};

const describeNode = (node: { selector?: string; nodeLabel?: string } | undefined): string =>
  `"${(node?.nodeLabel ?? '').split('\n')[0]?.slice(0, 60) ?? ''}" (${node?.selector ?? '?'})`;

/** What Lighthouse blames when the score is below 100: LCP element and phases, shifts, audits that lost points. */
function printDiagnosis(lhr: Result): void {
  const [element, phases] = tablesOf(lhr.audits['largest-contentful-paint-element']?.details);
  console.info(`  LCP element: ${describeNode(element?.items?.[0]?.node)}`);
  const phaseTimes = (phases?.items ?? []).map((item) => `${item.phase ?? '?'} ${fixed(item.timing)} ms`);
  if (phaseTimes.length > 0) console.info(`  LCP phases: ${phaseTimes.join(', ')}`);
  for (const shift of tablesOf(lhr.audits['layout-shifts']?.details).flatMap((table) => table.items ?? [])) {
    console.info(`  layout shift ${fixed(shift.score, 3)}: ${describeNode(shift.node)}`);
  }
  for (const id of ['total-byte-weight', 'bootup-time', 'mainthread-work-breakdown']) {
    const audit = lhr.audits[id];
    if (audit?.displayValue) console.info(`  ${audit.title}: ${audit.displayValue}`);
  }
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (audit === undefined || ref.group === 'metrics' || audit.score === null || audit.score >= 0.9)
      continue;
    const savings = Object.entries(audit.metricSavings ?? {})
      .filter(([, value]) => value !== undefined && value > 0)
      .map(([name, value]) => `${name} -${fixed(value, name === 'CLS' ? 3 : 0)}`)
      .join(', ');
    const shown = audit.displayValue ? ` (${audit.displayValue})` : '';
    console.info(`  ${ref.id}: ${audit.title}${shown}${savings ? `; saves ${savings}` : ''}`);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string' },
      presets: { type: 'string', default: 'mobile,desktop' },
      pages: { type: 'string', default: PAGES.map((page) => page.path).join(',') },
      quick: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs ?? (values.quick ? '1' : '5'));
  const presets = values.presets.split(',').map((preset) => {
    if (preset !== 'mobile' && preset !== 'desktop')
      throw new Error(`--presets: mobile or desktop, not ${preset}`);
    return preset;
  });
  mkdirSync(REPORT_DIR, { recursive: true });

  const database = await freshDatabase('pglite');
  const portal = await startPortal(database.config);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: LIGHTHOUSE_FLAGS });
  try {
    const member = await logIn(portal.url, 'member');
    const returningMember = [...member.cookies, { name: 'cookieAccept', value: 'yes' }];
    const rows: string[][] = [];
    const diagnoses: { title: string; lhr: Result }[] = [];
    let version = '';
    for (const page of PAGES.filter(({ path }) => values.pages.split(',').includes(path))) {
      await setBrowserCookies(chrome.port, portal.url, page.loggedIn ? returningMember : []);
      for (const preset of presets) {
        console.info(`${page.name}, ${preset}: ${runs} runs…`);
        const lhr = await medianRun(`${portal.url}${page.path}`, chrome.port, preset, runs);
        version = lhr.lighthouseVersion;
        const landed = new URL(lhr.finalDisplayedUrl).pathname;
        if (landed !== page.path) console.info(`  note: ${page.path} ended on ${landed}`);
        writeFileSync(join(REPORT_DIR, reportName(page.path, preset)), JSON.stringify(lhr));
        const lcp = metric(lhr, 'largest-contentful-paint');
        const lcpGoal = page.lcpGoalMs?.[preset];
        const tbtGoal = page.tbtGoalMs?.[preset];
        rows.push([
          page.name,
          preset,
          String(score(lhr)),
          ...METRICS.map(([name, id]) =>
            name === 'CLS' ? fixed(metric(lhr, id), 3) : `${fixed(metric(lhr, id))} ms`,
          ),
          `>= ${page.scoreGoal}`,
          verdict(score(lhr) >= page.scoreGoal),
          lcpGoal === undefined ? '-' : `<= ${lcpGoal} ms`,
          lcpGoal === undefined ? '-' : verdict(lcp <= lcpGoal),
          tbtGoal === undefined ? '-' : `<= ${tbtGoal} ms`,
          tbtGoal === undefined ? '-' : verdict(metric(lhr, 'total-blocking-time') <= tbtGoal),
        ]);
        if (score(lhr) < DIAGNOSE_BELOW)
          diagnoses.push({ title: `${page.name}, ${preset}: ${score(lhr)}`, lhr });
      }
    }
    heading(`Lighthouse ${version} performance, median of ${runs} runs`);
    printTable(
      [
        'page',
        'preset',
        'score',
        ...METRICS.map(([name]) => name),
        'score goal',
        'verdict',
        'LCP goal',
        'verdict',
        'TBT goal',
        'verdict',
      ],
      rows,
    );
    console.info(`  Reports: ${REPORT_DIR}`);
    for (const { title, lhr } of diagnoses) {
      heading(`Why not ${DIAGNOSE_BELOW}: ${title}`);
      printDiagnosis(lhr);
    }
  } finally {
    chrome.kill();
    await portal.stop();
    await database.dispose();
  }
}

await main();
