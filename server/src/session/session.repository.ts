import type { Role } from '#contracts/roles';
import type { Queryable } from '../db/database.js';

export interface StoredSession {
  readonly personId: string;
  readonly stakeholderId: string | null;
  readonly roles: Role[];
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
}

interface SessionRow {
  person_id: string;
  stakeholder_id: string | null;
  roles: Role[];
  created_at: Date;
  last_seen_at: Date;
  [column: string]: unknown;
}

export function createSessionRepository(db: Queryable) {
  return {
    async insert(
      tokenHash: Buffer,
      session: { personId: string; stakeholderId: string | null; roles: readonly Role[] },
      now: Date,
    ) {
      await db.query(
        `INSERT INTO session (token_hash, person_id, stakeholder_id, roles, created_at, last_seen_at)
         VALUES ($1, $2, $3, $4, $5, $5)`,
        [tokenHash, session.personId, session.stakeholderId, session.roles, now],
      );
    },

    async find(tokenHash: Buffer): Promise<StoredSession | undefined> {
      const [row] = await db.query<SessionRow>(
        `SELECT person_id, stakeholder_id, roles, created_at, last_seen_at
         FROM session WHERE token_hash = $1`,
        [tokenHash],
      );
      return (
        row && {
          personId: row.person_id,
          stakeholderId: row.stakeholder_id,
          roles: row.roles,
          createdAt: new Date(row.created_at),
          lastSeenAt: new Date(row.last_seen_at),
        }
      );
    },

    /**
     * True when no mandate from `stakeholderId` to `personId` runs on `today` (none given, revoked, or past
     * its last day): a representative's session (DelegatedRight) then ends at its next request.
     */
    async hasNoRunningMandate(personId: string, stakeholderId: string, today: string): Promise<boolean> {
      const [row] = await db.query<{ ended: boolean }>(
        `SELECT NOT EXISTS (
                  SELECT 1 FROM delegated_right
                   WHERE grantee_person_id = $1 AND grantor_stakeholder_id = $2
                     AND revoked_at IS NULL AND (valid_until IS NULL OR valid_until >= $3::date)) AS ended`,
        [personId, stakeholderId, today],
      );
      return row?.ended === true;
    },
    async touch(tokenHash: Buffer, now: Date): Promise<void> {
      await db.query('UPDATE session SET last_seen_at = $2 WHERE token_hash = $1', [tokenHash, now]);
    },

    async delete(tokenHash: Buffer): Promise<void> {
      await db.query('DELETE FROM session WHERE token_hash = $1', [tokenHash]);
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
