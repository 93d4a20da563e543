/**
 * A real BankID login over HTTP, as the login page and the phone do it: start an order, approve it with the
 * simulator's control API, poll the status, turn the order into a session, and choose whom to act for.
 */
import type { BankIdStatus } from '#contracts/bankid';
import type { Profile } from '#contracts/profile';
import { SIMULATOR_PREFIX } from '#server/bankid/bankid-setup';
import { PERSONAS, type PersonaKey } from '#server/db/seed/personas';
import { SAME_ORIGIN } from '#server/testing/bankid-login';

const STATUS_POLLS = 10;
const POLL_INTERVAL_MS = 1_000;

export interface BrowserCookie {
  readonly name: string;
  readonly value: string;
}

export interface LoggedIn {
  /** The cookies a browser holds after the login (the session's among them), for a `cookie` header. */
  readonly cookies: readonly BrowserCookie[];
  readonly cookieHeader: string;
  readonly profile: Profile;
}

/** The cookies a browser would keep: set ones are stored, cleared ones (expired, empty) forgotten. */
function cookieJar() {
  const jar = new Map<string, string>();
  return {
    take(response: Response): void {
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const separator = pair.indexOf('=');
        const name = pair.slice(0, separator).trim();
        const value = pair.slice(separator + 1).trim();
        const cleared =
          value === '' ||
          attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) ||
          attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute));
        if (cleared) jar.delete(name);
        else jar.set(name, value);
      }
    },
    header: (): string => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    cookies: (): BrowserCookie[] => [...jar].map(([name, value]) => ({ name, value })),
  };
}

/** The answer's JSON; a refusal names only its status and error code, never a body that could hold identities. */
async function answer<T>(request: Promise<Response>, what: string): Promise<T> {
  const response = await request;
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const { code, errorCode } = (body ?? {}) as { code?: string; errorCode?: string };
    throw new Error(`${what} answered ${response.status} ${code ?? errorCode ?? ''}`);
  }
  return body as T;
}

function ownStakeholder(persona: PersonaKey): string | undefined {
  const entry: { readonly personalNumber: string; readonly stakeholderId?: string } = PERSONAS[persona];
  return entry.stakeholderId;
}

/** Logs `persona` in and acts for `actFor` (default: the persona's own stakeholder, if it has one). */
export async function logIn(
  portalUrl: string,
  persona: PersonaKey,
  actFor: string | undefined = ownStakeholder(persona),
): Promise<LoggedIn> {
  const jar = cookieJar();
  const call = async (
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<Response> => {
    const response = await fetch(`${portalUrl}${path}`, {
      ...init,
      headers: { cookie: jar.header(), 'content-type': 'application/json', ...init.headers },
    });
    jar.take(response);
    return response;
  };
  const post = (path: string, body?: object) =>
    call(path, { method: 'POST', headers: SAME_ORIGIN, body: JSON.stringify(body ?? null) });

  await answer(post('/api/bankid/start', { flow: 'qr', device: 'computer' }), 'POST /api/bankid/start');
  const control = `${portalUrl}${SIMULATOR_PREFIX}/control`;
  const { orders } = await answer<{ orders: { orderRef: string }[] }>(
    fetch(`${control}/orders`),
    "the simulator's orders",
  );
  const newest = orders[0];
  if (newest === undefined) throw new Error('the BankID simulator has no order');
  await answer(
    fetch(`${control}/orders/${newest.orderRef}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ personalNumber: PERSONAS[persona].personalNumber }),
    }),
    'approving the order',
  );

  let status: BankIdStatus | undefined;
  for (let poll = 0; poll < STATUS_POLLS && status?.status !== 'complete'; poll += 1) {
    if (poll > 0) await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
    status = await answer<BankIdStatus>(call('/api/bankid/status'), 'GET /api/bankid/status');
    if (status.status === 'failed') throw new Error(`the BankID order failed: ${status.hintCode ?? ''}`);
  }
  if (status?.status !== 'complete') throw new Error('the BankID order did not complete');

  let profile = await answer<Profile>(post('/api/auth/bankid'), 'POST /api/auth/bankid');
  if (actFor !== undefined && profile.actingFor?.id !== actFor) {
    profile = await answer<Profile>(
      post(`/api/auth/bankid?stakeholderId=${actFor}`),
      'choosing whom to act for',
    );
  }
  return { cookies: jar.cookies(), cookieHeader: jar.header(), profile };
}
