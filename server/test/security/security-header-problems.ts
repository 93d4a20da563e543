const ONE_YEAR_SECONDS = 31_536_000;
const REFERRER_POLICIES = ['no-referrer', 'strict-origin-when-cross-origin'];
/** Sources that would let injected markup run script (ASVS 3.4.3). */
const UNSAFE_SCRIPT_SOURCES = ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'data:', 'http:'];

export type Headers = Readonly<Record<string, string | string[] | number | undefined>>;

export const cspDirectives = (csp: string): Map<string, string[]> =>
  new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );

function cspProblems(csp: string | undefined): string[] {
  if (csp === undefined) return ['no Content-Security-Policy'];
  const directives = cspDirectives(csp);
  const problems: string[] = [];
  const exactly = (name: string, values: string[]): void => {
    if (JSON.stringify(directives.get(name)) !== JSON.stringify(values)) {
      problems.push(`CSP ${name} is not ${values.join(' ')}`);
    }
  };
  exactly('default-src', ["'self'"]);
  exactly('object-src', ["'none'"]);
  exactly('base-uri', ["'none'"]);
  exactly('frame-ancestors', ["'none'"]);
  const scripts = directives.get('script-src') ?? directives.get('default-src') ?? [];
  for (const unsafe of scripts.filter((source) => UNSAFE_SCRIPT_SOURCES.includes(source))) {
    problems.push(`CSP script-src allows ${unsafe}`);
  }
  return problems;
}

/**
 * What a response lacks of the security headers every response must carry (ASVS 3.4, goal 19): CSP,
 * nosniff, referrer policy, COOP, framing, no-store on the API, HSTS on HTTPS deployments only.
 */
export function securityHeaderProblems(headers: Headers, path: string, expectHsts: boolean): string[] {
  const text = (name: string): string | undefined => {
    const value = headers[name];
    return value === undefined ? undefined : String(value);
  };
  const problems = cspProblems(text('content-security-policy'));
  if (text('x-content-type-options') !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  if (!REFERRER_POLICIES.includes(text('referrer-policy') ?? '')) problems.push('no strict Referrer-Policy');
  if (text('cross-origin-opener-policy') !== 'same-origin') problems.push('no COOP same-origin');
  if (text('x-frame-options') !== 'DENY') problems.push('no X-Frame-Options: DENY');
  if (path.startsWith('/api/') && text('cache-control') !== 'no-store')
    problems.push('API answer not no-store');
  const hsts = text('strict-transport-security');
  if (expectHsts) {
    const maxAge = Number(/max-age=(\d+)/.exec(hsts ?? '')?.[1] ?? 0);
    if (maxAge < ONE_YEAR_SECONDS || !/includeSubDomains/.test(hsts ?? '')) {
      problems.push(`HSTS "${hsts ?? ''}" is not a year with includeSubDomains`);
    }
  } else if (hsts !== undefined) {
    // Locally the portal runs on plain http, where HSTS would pin localhost to https.
    problems.push('HSTS on plain-http local');
  }
  return problems;
}
