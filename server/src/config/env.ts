import { isAbsolute, join } from 'node:path';
import { z } from 'zod';
import { APP_ENVIRONMENTS, type AppEnvironment } from '#contracts/environment';
import {
  FEATURE_FLAGS,
  featureFlagsFor,
  isFeatureFlag,
  type FeatureFlag,
  type FeatureFlags,
} from '#contracts/feature-flags';
import { DEFAULT_GEO_ORIGINS, isGeoProvider, type GeoProvider } from '../geo/providers.js';
import { projectRoot } from './project-root.js';
import { checkPushRules, pushConfigOf, PUSH_ENV, type PushConfig } from './push-config.js';

/** `simulator`: our own RP API v6 simulator; `test`: BankID's public test environment; `production`. */
export const BANKID_MODES = ['simulator', 'test', 'production'] as const;
export type BankIdMode = (typeof BANKID_MODES)[number];

const yesNo = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const optionalUrl = z.url({ error: 'must be a full URL' }).optional();

/** Every environment variable the portal reads. `.env.example` documents the same keys. */
const EnvSchema = z.object({
  APP_ENV: z
    .enum(APP_ENVIRONMENTS, {
      error: `unknown environment; use one of ${APP_ENVIRONMENTS.join(', ')}`,
    })
    .default('local'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED_DEMO: yesNo.optional(),
  PRODUCT_NAME: z.string().min(1).default('Skogsportalen'),
  ASSOCIATION_NAME: z.string().min(1).default('Exempelskog'),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('support@exempelskog.example'),
  SUPPORT_PHONE: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.email({ error: 'must be an e-mail address' }).optional(),
  SURVEY_URL: optionalUrl,
  ASSISTANT_SCRIPT_URL: optionalUrl,
  WIDGET_SCRIPT_URL: optionalUrl,
  ANALYTICS_MEASUREMENT_ID: z.string().min(1).optional(),
  TAG_MANAGER_ID: z.string().min(1).optional(),
  ANALYTICS_SCRIPT_ORIGIN: z.url().default('https://www.googletagmanager.com'),
  FEATURE_OVERRIDES: z.string().default(''),
  GEO_MODE: z.enum(['fixtures', 'live']).default('fixtures'),
  GEO_FIXTURES_DIR: z.string().min(1).optional(),
  GEO_HEALTH_URL: optionalUrl,
  GEO_LIVE_ORIGINS: z.string().default(''),
  GEO_ALLOWED_HOSTS: z.string().optional(),
  GEO_UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(60_000),
  GEO_LANTMATERIET_TOKEN: z.string().min(1).optional(),
  GEO_LANTMATERIET_CONSUMER_KEY: z.string().min(1).optional(),
  GEO_LANTMATERIET_CONSUMER_SECRET: z.string().min(1).optional(),
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: z.string().min(1).optional(),
  BANKID_MODE: z.enum(BANKID_MODES, { error: `use one of ${BANKID_MODES.join(', ')}` }).optional(),
  BANKID_URL: optionalUrl,
  BANKID_PFX_PATH: z.string().min(1).optional(),
  BANKID_PASSPHRASE: z.string().min(1).optional(),
  BANKID_CA_PATH: z.string().min(1).optional(),
  BANKID_SIMULATOR_START_FAILED_MS: z.coerce.number().int().min(1000).default(30_000),
  BANKID_SIMULATOR_EXPIRES_MS: z.coerce.number().int().min(1000).default(180_000),
  BANKID_SIMULATOR_APP_URL: optionalUrl,
  METRICS_TOKEN: z
    .string()
    .min(32, { error: 'must be at least 32 characters' })
    .regex(/^[\x21-\x7e]+$/, {
      error: 'must be printable ASCII without spaces: it travels in an HTTP header',
    })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  BENCH_ROUTES: z.enum(['on', 'off'], { error: 'must be on or off' }).default('off'),
  ...PUSH_ENV,
});

export interface BankIdConfig {
  readonly mode: BankIdMode;
  /** The RP API base URL; undefined means the simulator this process serves under /bankid-simulator. */
  readonly baseUrl?: string;
  /** Mutual TLS: the RP certificate (PKCS#12) and BankID's CA; absent for the plain-HTTP simulator. */
  readonly tls?: { readonly pfxPath: string; readonly passphrase: string; readonly caPath: string };
  readonly simulator: { readonly startFailedAfterMs: number; readonly expiresAfterMs: number };
  /** Simulator mode only: the page that plays the BankID app, linked from the login page. */
  readonly simulatorAppUrl?: string;
}

/** Fastify's trustProxy: none, these addresses, or a number of hops (as a function of the hop). */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

export type DatabaseConfig = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export interface AppConfig {
  readonly environment: AppEnvironment;
  readonly port: number;
  readonly host: string;
  readonly database: DatabaseConfig;
  readonly seedDemo: boolean;
  readonly flags: FeatureFlags;
  readonly branding: {
    readonly productName: string;
    readonly associationName: string;
    readonly supportEmail: string;
    readonly supportPhone?: string;
  };
  readonly web: {
    readonly distDir: string;
    readonly surveyUrl?: string;
    readonly assistantScriptUrl?: string;
    readonly widgetScriptUrl?: string;
    readonly analytics: {
      readonly measurementId?: string;
      readonly tagManagerId?: string;
      readonly scriptOrigin: string;
    };
  };
  readonly mail: {
    /** Where mail is sent in production (may carry credentials: never log it); unset locally. */
    readonly smtpUrl?: string;
    /** The sender of every mail: the association's name and MAIL_FROM (default: the support address). */
    readonly from: { readonly name: string; readonly address: string };
  };
  readonly geo: GeoConfig;
  readonly session: { readonly cookieName: string; readonly secureCookie: boolean };
  /** The origin users reach the portal at: BankID's return URL and the CSRF origin check use it. */
  readonly publicUrl: string;
  /** Fastify's trustProxy: which proxy hops may tell the client's address (false: none). */
  readonly trustProxy: TrustProxy;
  readonly bankid: BankIdConfig;
  /** METRICS_TOKEN: the bearer token /metrics asks for (a secret: never log it). */
  readonly metricsToken?: string;
  readonly logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** Test builds only: the bare `/bench/hello` baseline of the API load benchmark (bench/api-load.ts). */
  readonly benchRoutes: boolean;
  readonly push: PushConfig;
}

export interface GeoConfig {
  readonly mode: 'fixtures' | 'live';
  readonly fixturesDir: string;
  readonly healthUrl?: string;
  /** Live mode: where each provider answers, which hosts the proxy may call, and how long it waits. */
  readonly live: {
    readonly origins: Readonly<Record<GeoProvider, string>>;
    readonly allowedHosts: readonly string[];
    readonly timeoutMs: number;
    /** Lantmäteriet credentials: server-side only, never sent to the browser or logged. */
    readonly lantmateriet: {
      readonly topowebbToken?: string;
      readonly consumerKey?: string;
      readonly consumerSecret?: string;
    };
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; throws a ConfigError that lists every bad variable. */
export function loadConfig(env: Readonly<Record<string, string | undefined>>): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) throw new ConfigError(everyProblem(present, parsed.error));
  const e = parsed.data;
  const problems: string[] = [];
  const { bankidMode, geoOrigins, flags } = checkRules(e, problems);
  if (problems.length > 0) throw new ConfigError(problems);

  const root = projectRoot();
  const resolve = (path: string): string => (isAbsolute(path) ? path : join(root, path));
  const database: DatabaseConfig =
    e.DATABASE_URL !== undefined
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: resolve(e.DATA_DIR) };

  const bankidCerts = join(root, 'server/src/bankid/certs');
  const bankid: BankIdConfig = {
    mode: bankidMode,
    baseUrl:
      e.BANKID_URL ??
      (bankidMode === 'test'
        ? 'https://appapi2.test.bankid.com/rp/v6.0'
        : bankidMode === 'production'
          ? 'https://appapi2.bankid.com/rp/v6.0'
          : undefined),
    tls:
      bankidMode === 'simulator'
        ? undefined
        : {
            pfxPath: resolve(e.BANKID_PFX_PATH ?? join(bankidCerts, 'FPTestcert5_20240610.p12')),
            passphrase: e.BANKID_PASSPHRASE ?? 'qwerty123',
            caPath: resolve(
              e.BANKID_CA_PATH ?? join(bankidCerts, bankidMode === 'test' ? 'test.ca' : 'prod.ca'),
            ),
          },
    simulator: {
      startFailedAfterMs: e.BANKID_SIMULATOR_START_FAILED_MS,
      expiresAfterMs: e.BANKID_SIMULATOR_EXPIRES_MS,
    },
    simulatorAppUrl:
      bankidMode !== 'simulator'
        ? undefined
        : (e.BANKID_SIMULATOR_APP_URL ?? (e.BANKID_URL === undefined ? '/bankid-simulator/app' : undefined)),
  };

  return Object.freeze({
    environment: e.APP_ENV,
    port: e.PORT,
    host: e.HOST,
    database,
    seedDemo: e.SEED_DEMO ?? (database.kind === 'pglite' && e.APP_ENV !== 'production'),
    flags,
    branding: {
      productName: e.PRODUCT_NAME,
      associationName: e.ASSOCIATION_NAME,
      supportEmail: e.SUPPORT_EMAIL,
      supportPhone: e.SUPPORT_PHONE,
    },
    web: {
      distDir: resolve(e.WEB_DIST_DIR ?? 'dist/web'),
      surveyUrl: e.SURVEY_URL,
      assistantScriptUrl: e.ASSISTANT_SCRIPT_URL,
      widgetScriptUrl: e.WIDGET_SCRIPT_URL,
      analytics: {
        measurementId: e.ANALYTICS_MEASUREMENT_ID,
        tagManagerId: e.TAG_MANAGER_ID,
        scriptOrigin: new URL(e.ANALYTICS_SCRIPT_ORIGIN).origin,
      },
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: { name: e.ASSOCIATION_NAME, address: e.MAIL_FROM ?? e.SUPPORT_EMAIL },
    },
    geo: {
      mode: e.GEO_MODE,
      fixturesDir: resolve(e.GEO_FIXTURES_DIR ?? 'server/src/geo/fixtures'),
      healthUrl: e.GEO_HEALTH_URL,
      live: {
        origins: geoOrigins,
        allowedHosts:
          e.GEO_ALLOWED_HOSTS === undefined
            ? [...new Set(Object.values(geoOrigins).map((origin) => new URL(origin).host))]
            : e.GEO_ALLOWED_HOSTS.split(',')
                .map((host) => host.trim().toLowerCase())
                .filter(Boolean),
        timeoutMs: e.GEO_UPSTREAM_TIMEOUT_MS,
        lantmateriet: {
          topowebbToken: e.GEO_LANTMATERIET_TOKEN,
          consumerKey: e.GEO_LANTMATERIET_CONSUMER_KEY,
          consumerSecret: e.GEO_LANTMATERIET_CONSUMER_SECRET,
        },
      },
    },
    session: {
      cookieName: e.APP_ENV === 'local' ? 'session' : '__Host-session',
      secureCookie: e.APP_ENV !== 'local',
    },
    publicUrl: new URL(e.PUBLIC_URL ?? `http://localhost:${String(e.PORT)}`).origin,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    bankid,
    metricsToken: e.METRICS_TOKEN,
    logLevel: e.LOG_LEVEL,
    benchRoutes: e.BENCH_ROUTES === 'on',
    push: pushConfigOf(e),
  });
}

type Env = z.infer<typeof EnvSchema>;

/** The rules across variables; each broken one adds a problem. Returns what the rules work out. */
function checkRules(e: Env, problems: string[]) {
  const production = e.APP_ENV === 'production';
  if (production && e.DATABASE_URL === undefined) {
    problems.push('DATABASE_URL: production needs PostgreSQL; the embedded database is for local use');
  }
  if (production && e.SEED_DEMO === true) problems.push('SEED_DEMO: demo data is never seeded in production');
  if (production && e.BENCH_ROUTES === 'on') {
    problems.push('BENCH_ROUTES: benchmark routes are for test builds');
  }
  if (e.GEO_MODE === 'live' && e.GEO_HEALTH_URL === undefined) {
    problems.push('GEO_HEALTH_URL: required when GEO_MODE is live');
  }
  const bankidMode: BankIdMode =
    e.BANKID_MODE ?? (production ? 'production' : e.APP_ENV === 'staging' ? 'test' : 'simulator');
  if (bankidMode === 'simulator' && e.APP_ENV !== 'local') {
    problems.push(
      `BANKID_MODE: the simulator logs anyone in as anyone and runs only with APP_ENV=local, not ${e.APP_ENV}`,
    );
  } else if (production && bankidMode !== 'production') {
    problems.push('BANKID_MODE: production logs in with the real BankID only');
  }
  if (bankidMode === 'production' && (e.BANKID_PFX_PATH === undefined || e.BANKID_PASSPHRASE === undefined)) {
    problems.push('BANKID_PFX_PATH, BANKID_PASSPHRASE: the RP certificate is required for production BankID');
  }
  if (
    (e.GEO_LANTMATERIET_CONSUMER_KEY === undefined) !==
    (e.GEO_LANTMATERIET_CONSUMER_SECRET === undefined)
  ) {
    problems.push('GEO_LANTMATERIET_CONSUMER_KEY, GEO_LANTMATERIET_CONSUMER_SECRET: set both or neither');
  }
  checkPushRules(e, production, problems);
  const geoOrigins = parseGeoOrigins(e.GEO_LIVE_ORIGINS, problems);
  const flags = applyOverrides(featureFlagsFor(e.APP_ENV), e.FEATURE_OVERRIDES, problems);
  return { bankidMode, geoOrigins, flags };
}

/**
 * Every problem, when some values do not even parse: those, and what the rules across variables say about
 * the other values (the bad ones left out), so that one start lists everything.
 */
function everyProblem(present: Record<string, string | undefined>, error: z.ZodError): string[] {
  const bad = new Set(error.issues.map((issue) => String(issue.path[0])));
  const problems = error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const rest = EnvSchema.safeParse(
    Object.fromEntries(Object.entries(present).filter(([key]) => !bad.has(key))),
  );
  if (rest.success) {
    const ruleProblems: string[] = [];
    checkRules(rest.data, ruleProblems);
    const aboutBadValue = (problem: string) =>
      (problem.split(':')[0] ?? '').split(', ').some((name) => bad.has(name));
    problems.push(...ruleProblems.filter((problem) => !aboutBadValue(problem)));
  }
  return problems;
}

/** `FEATURE_OVERRIDES=cashbook:on,mapDebugger:off` switches single flags, e.g. for a test or an incident. */
function applyOverrides(flags: FeatureFlags, overrides: string, problems: string[]): FeatureFlags {
  const result: Record<FeatureFlag, boolean> = { ...flags };
  for (const item of overrides
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name = '', state] = item.split(':').map((part) => part.trim());
    if (!isFeatureFlag(name)) {
      problems.push(`FEATURE_OVERRIDES: unknown flag "${name}"; known flags: ${FEATURE_FLAGS.join(', ')}`);
    } else if (state !== 'on' && state !== 'off') {
      problems.push(`FEATURE_OVERRIDES: "${item}" must end in :on or :off`);
    } else {
      result[name] = state === 'on';
    }
  }
  return result;
}

/** `GEO_LIVE_ORIGINS=raa=https://mirror.example,lantmateriet=http://127.0.0.1:8081` moves providers. */
function parseGeoOrigins(value: string, problems: string[]): Record<GeoProvider, string> {
  const origins: Record<GeoProvider, string> = { ...DEFAULT_GEO_ORIGINS };
  for (const item of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name = '', url = ''] = item.split(/=(.*)/s).map((part) => part.trim());
    if (!isGeoProvider(name)) {
      problems.push(
        `GEO_LIVE_ORIGINS: unknown provider "${name}"; known: ${Object.keys(origins).join(', ')}`,
      );
      continue;
    }
    try {
      const parsed = new URL(url);
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('not http');
      origins[name] = parsed.origin;
    } catch {
      problems.push(`GEO_LIVE_ORIGINS: "${item}" must be provider=http(s)://host`);
    }
  }
  return origins;
}

/** `TRUST_PROXY=1` trusts one hop; `TRUST_PROXY=10.0.0.0/8,10.1.2.3` trusts those addresses; unset trusts none. */
function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
