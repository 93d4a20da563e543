import { createHash, randomBytes } from 'node:crypto';
import { hasRole, type Role } from '#contracts/roles';
import { swedishDay, type Clock } from '../lib/clock.js';
import type { SessionRepository, StoredSession } from './session.repository.js';

/** ASVS 7.3 level 2: 30 minutes without activity, 12 hours in all. */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** Staff who can change a member's data leave a shorter window open on a shared office computer. */
export const EDITOR_IDLE_TIMEOUT_MS = 15 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** Activity is written at most once a minute, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** 32 random bytes, base64url: 256 bits from the CSPRNG (ASVS 7.2.3). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface ActiveSession {
  /** The person who identified with BankID. */
  readonly personId: string;
  /** Whom the session acts for (a member, company or mandate giver); null until the person has chosen. */
  readonly stakeholderId: string | null;
  /** The roles acting for `stakeholderId` gives; empty until chosen. */
  readonly roles: readonly Role[];
  /** The names the profile shows, when the session was read with them (a resumed session is). */
  readonly names?: { readonly person: string | undefined; readonly actingFor: string | undefined };
}

export const idleTimeoutFor = (roles: readonly Role[]): number =>
  hasRole(roles, 'Editor') ? EDITOR_IDLE_TIMEOUT_MS : SESSION_IDLE_TIMEOUT_MS;

const hashToken = (token: string): Buffer => createHash('sha256').update(token).digest();

export function createSessionService({ repository, clock }: { repository: SessionRepository; clock: Clock }) {
  /**
   * A representative acts on a mandate: without one that is running today (none given, revoked, or past
   * its last day), the session ends.
   */
  const mandateEnded = (stored: StoredSession): boolean =>
    hasRole(stored.roles, 'DelegatedRight') && !stored.mandateRunning;

  return {
    /** Starts a session and returns the token for the cookie. Each login gets a new token (ASVS 7.2.4). */
    async start(identity: ActiveSession): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await repository.insert(hashToken(token), identity, clock.now());
      return token;
    },

    /** The session a token belongs to, if it is still alive; an expired one is removed. */
    async resume(token: string): Promise<ActiveSession | undefined> {
      if (!TOKEN_PATTERN.test(token)) return undefined;
      const tokenHash = hashToken(token);
      const stored = await repository.find(tokenHash, swedishDay(clock.now()));
      if (!stored) return undefined;
      const now = clock.now().getTime();
      const idle = now - stored.lastSeenAt.getTime();
      if (
        idle > idleTimeoutFor(stored.roles) ||
        now - stored.createdAt.getTime() > SESSION_ABSOLUTE_TIMEOUT_MS
      ) {
        await repository.delete(tokenHash);
        return undefined;
      }
      if (mandateEnded(stored)) {
        await repository.delete(tokenHash);
        return undefined;
      }
      if (idle > TOUCH_INTERVAL_MS) await repository.touch(tokenHash, clock.now());
      return {
        personId: stored.personId,
        stakeholderId: stored.stakeholderId,
        roles: stored.roles,
        names: { person: stored.personName, actingFor: stored.actingForName },
      };
    },

    async end(token: string): Promise<void> {
      if (TOKEN_PATTERN.test(token)) await repository.delete(hashToken(token));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
