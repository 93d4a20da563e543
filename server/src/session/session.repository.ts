import type { Role } from '#contracts/roles';
import type { Queryable } from '../db/database.js';

export interface StoredSession {
  readonly personId: string;
  readonly stakeholderId: string | null;
  readonly roles: Role[];
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  /** The person's name, as the profile shows it. */
  readonly personName: string | undefined;
  /** The name of whom the session acts for. */
  readonly actingForName: string | undefined;
  /** Whether a mandate from `stakeholderId` to the person runs on the day asked about. */
  readonly mandateRunning: boolean;
}

interface SessionRow {
  person_id: string;
  stakeholder_id: string | null;
  roles: Role[];
  created_at: Date;
  last_seen_at: Date;
  given_name: string | null;
  surname: string | null;
  acting_for_name: string | null;
  mandate_running: boolean;
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

    /**
     * The session with what every request asks about it, in one round trip: the names the profile shows,
     * and for a representative whether their mandate (not revoked, not past its last day) runs `today`.
     */
    async find(tokenHash: Buffer, today: string): Promise<StoredSession | undefined> {
      const [row] = await db.query<SessionRow>(
        `SELECT s.person_id, s.stakeholder_id, s.roles, s.created_at, s.last_seen_at,
                p.given_name, p.surname, acting_for.name AS acting_for_name,
                'DelegatedRight' = ANY (s.roles) AND EXISTS (
                  SELECT 1 FROM delegated_right d
                   WHERE d.grantee_person_id = s.person_id AND d.grantor_stakeholder_id = s.stakeholder_id
                     AND d.revoked_at IS NULL AND (d.valid_until IS NULL OR d.valid_until >= $2::date)
                ) AS mandate_running
           FROM session s
           LEFT JOIN person p ON p.id = s.person_id
           LEFT JOIN stakeholder acting_for ON acting_for.id = s.stakeholder_id
          WHERE s.token_hash = $1`,
        [tokenHash, today],
      );
      return (
        row && {
          personId: row.person_id,
          stakeholderId: row.stakeholder_id,
          roles: row.roles,
          createdAt: new Date(row.created_at),
          lastSeenAt: new Date(row.last_seen_at),
          personName:
            row.given_name === null || row.surname === null ? undefined : `${row.given_name} ${row.surname}`,
          actingForName: row.acting_for_name ?? undefined,
          mandateRunning: row.mandate_running,
        }
      );
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
