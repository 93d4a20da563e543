import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('configuration', () => {
  it('runs locally with no variables at all: embedded database in ./data, demo data seeded, port 3000', () => {
    const config = loadConfig({});
    expect(config.environment).toBe('local');
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('pglite');
    expect(config.database.kind === 'pglite' && config.database.dataDir.endsWith('/data')).toBe(true);
    expect(config.seedDemo).toBe(true);
    expect(config.branding.productName).toBe('Skogsportalen');
  });

  it('stops on an unknown environment value (docs/portal.md 6), naming the variable and the values', () => {
    const [problem] = problemsOf({ APP_ENV: 'prod' });
    expect(problem).toContain('APP_ENV');
    expect(problem).toContain('production, staging, local');
  });

  it('lists every bad variable at once', () => {
    const problems = problemsOf({ APP_ENV: 'test', PORT: 'abc', SUPPORT_EMAIL: 'inte-en-adress' });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'APP_ENV',
      'PORT',
      'SUPPORT_EMAIL',
    ]);
  });

  it('uses PostgreSQL when DATABASE_URL is set, and then seeds only when asked', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://localhost/portal' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://localhost/portal' });
    expect(config.seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/portal', SEED_DEMO: 'true' }).seedDemo).toBe(
      true,
    );
  });

  it('refuses the embedded database and demo data in production', () => {
    expect(problemsOf({ APP_ENV: 'production' })[0]).toContain('DATABASE_URL');
    expect(
      problemsOf({ APP_ENV: 'production', DATABASE_URL: 'postgres://db/portal', SEED_DEMO: 'yes' })[0],
    ).toContain('SEED_DEMO');
  });

  it('gives each environment its flags, and lets single flags be overridden', () => {
    expect(loadConfig({ APP_ENV: 'staging' }).flags.mapDebugger).toBe(false);
    const overridden = loadConfig({ FEATURE_OVERRIDES: 'purchases:on, cashbook:off' }).flags;
    expect(overridden.purchases).toBe(true);
    expect(overridden.cashbook).toBe(false);
    expect(problemsOf({ FEATURE_OVERRIDES: 'teleport:on' })[0]).toContain('unknown flag "teleport"');
    expect(problemsOf({ FEATURE_OVERRIDES: 'cashbook:maybe' })[0]).toContain('must end in :on or :off');
  });

  it('uses a __Host- session cookie, Secure, everywhere but local', () => {
    expect(loadConfig({}).session).toEqual({ cookieName: 'session', secureCookie: false });
    expect(loadConfig({ APP_ENV: 'staging' }).session).toEqual({
      cookieName: '__Host-session',
      secureCookie: true,
    });
  });

  it('needs a health URL for live geodata', () => {
    expect(problemsOf({ GEO_MODE: 'live' })[0]).toContain('GEO_HEALTH_URL');
  });
});

describe('the BankID simulator', () => {
  const production = {
    APP_ENV: 'production',
    DATABASE_URL: 'postgres://db/portal',
    BANKID_PFX_PATH: '/run/secrets/bankid.p12',
    BANKID_PASSPHRASE: 'hemlig',
    VAPID_PUBLIC_KEY:
      'BGJzoCa025VI2fie3hNYmWv-qIuHkYDqfuG1wlmtfUqlbDFRjFCgEJr_jEZeosSXzDFzy9VK4HdDEaoc-7tfZeM',
    VAPID_PRIVATE_KEY: '1Fm4lOjeTXJJqUIu3IQ6ZsPGl-tzNwNROaCJrztIRAY',
  };

  it('is the default locally only: staging uses BankID test, production BankID itself', () => {
    expect(loadConfig({}).bankid.mode).toBe('simulator');
    expect(loadConfig({ APP_ENV: 'staging' }).bankid.mode).toBe('test');
    expect(loadConfig(production).bankid.mode).toBe('production');
  });

  it('stops the start outside local, also when another instance serves it', () => {
    const outsideLocal: Record<string, string>[] = [
      { APP_ENV: 'staging', BANKID_MODE: 'simulator' },
      { ...production, BANKID_MODE: 'simulator' },
      {
        APP_ENV: 'staging',
        BANKID_MODE: 'simulator',
        BANKID_URL: 'http://10.0.0.5:3000/bankid-simulator/rp/v6.0',
      },
    ];
    for (const env of outsideLocal) {
      const problems = problemsOf(env);
      expect(problems, env.APP_ENV).toEqual([expect.stringMatching(/^BANKID_MODE: .*APP_ENV=local/)]);
    }
  });

  it('lets a local instance use the simulator another local instance serves', () => {
    const config = loadConfig({
      BANKID_URL: 'http://127.0.0.1:3001/bankid-simulator/rp/v6.0',
      BANKID_SIMULATOR_APP_URL: 'http://127.0.0.1:3001/bankid-simulator/app',
    });
    expect(config.bankid).toMatchObject({
      mode: 'simulator',
      baseUrl: 'http://127.0.0.1:3001/bankid-simulator/rp/v6.0',
    });
  });
});

describe('METRICS_TOKEN', () => {
  const token = 'k7Qp2vX9mR4tL8wZ1nB6yC3hF5jD0sGa';

  it('is unset by default, and kept as given', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ APP_ENV: 'staging', METRICS_TOKEN: token }).metricsToken).toBe(token);
  });

  it('must be at least 32 characters without spaces, and a bad one is never echoed', () => {
    const short = token.slice(0, 31);
    const [problem] = problemsOf({ METRICS_TOKEN: short });
    expect(problem).toBe('METRICS_TOKEN: must be at least 32 characters');
    expect(problemsOf({ METRICS_TOKEN: `${token} x` })[0]).toMatch(/^METRICS_TOKEN: .*without spaces/);
    expect(problemsOf({ METRICS_TOKEN: `${token}å` })[0]).toMatch(/^METRICS_TOKEN: /);
  });

  it('is listed with the other problems, also those of the rules across variables', () => {
    const problems = problemsOf({ APP_ENV: 'staging', BANKID_MODE: 'simulator', METRICS_TOKEN: 'kort' });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(['METRICS_TOKEN', 'BANKID_MODE']);
  });
});

describe('the VAPID keys for push', () => {
  it('are required in production, both or neither, and take only keys of the right form', () => {
    const production = {
      APP_ENV: 'production',
      DATABASE_URL: 'postgres://db/portal',
      BANKID_PFX_PATH: '/run/secrets/bankid.p12',
      BANKID_PASSPHRASE: 'hemlig',
    };
    expect(problemsOf(production).join('\n')).toContain('production needs its own key pair for push');
    expect(problemsOf({ VAPID_PRIVATE_KEY: '1Fm4lOjeTXJJqUIu3IQ6ZsPGl-tzNwNROaCJrztIRAY' })).toEqual([
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither',
    ]);
    expect(problemsOf({ VAPID_PUBLIC_KEY: 'nyckel', VAPID_PRIVATE_KEY: 'hemlig' }).join('\n')).toMatch(
      /VAPID_PUBLIC_KEY: must be an uncompressed P-256 public key/,
    );
    expect(loadConfig({}).push).toMatchObject({
      vapidKeys: undefined,
      subject: 'mailto:support@exempelskog.example',
      allowLocalPushService: true,
    });
  });
});
