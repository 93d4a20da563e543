import { ACCESS_LOG_VISIT_MINUTES, type AccessLogEntry, type AccessRole } from '#contracts/access-log';
import type { Queryable } from '../../db/database.js';
import { READING_METHODS } from '../../plugins/access.js';
import { READS_BY_POST, subjectOf } from './access-log.texts.js';

type VisitRow = {
  id: string;
  role: AccessRole;
  given_name: string;
  surname: string;
  calls: { at: string; route: string; changed: boolean; object: string | null }[] | string;
};

/**
 * The audit trail of one stakeholder as its access log, one entry per visit, newest first. Only others'
 * access: the member's own people (the person of a private member, the representatives of a company) are left
 * out, whatever role they had. A visit is one person's calls in one role, each within
 * ACCESS_LOG_VISIT_MINUTES of the one before; every call stays in the trail, the log only groups them. A
 * change is any call but a read (GET, HEAD, OPTIONS) and the few POSTs that only read (READS_BY_POST). The
 * role is the one the person acted in: Editor before Viewer (an editor's search records both), and
 * DelegatedRight for a representative.
 */
const VISITS = `
  WITH events AS (
    SELECT a.id, a.at, a.actor_person_id, a.route, a.object,
           CASE WHEN 'Editor' = ANY (a.actor_roles) THEN 'Editor'
                WHEN 'Viewer' = ANY (a.actor_roles) THEN 'Viewer'
                ELSE 'DelegatedRight' END AS role,
           (NOT (a.method = ANY ($6::text[])) AND NOT (a.route = ANY ($2::text[]))) AS changed
      FROM audit_event a
     WHERE a.subject_stakeholder_id = $1
       AND a.actor_roles && ARRAY['Editor', 'Viewer', 'DelegatedRight']::text[]
       AND NOT EXISTS (SELECT 1 FROM stakeholder s WHERE s.id = $1 AND s.person_id = a.actor_person_id)
       AND NOT EXISTS (SELECT 1 FROM company_representative r
                        WHERE r.stakeholder_id = $1 AND r.person_id = a.actor_person_id)
  ), marked AS (
    SELECT e.*,
           CASE WHEN lag(e.at) OVER same IS NULL OR e.at - lag(e.at) OVER same > $3::int * interval '1 minute'
                THEN 1 ELSE 0 END AS starts
      FROM events e
    WINDOW same AS (PARTITION BY e.actor_person_id, e.role ORDER BY e.at, e.id)
  ), grouped AS (
    SELECT m.*, sum(m.starts) OVER (PARTITION BY m.actor_person_id, m.role ORDER BY m.at, m.id) AS visit
      FROM marked m
  ), visits AS (
    SELECT actor_person_id, role, max(at) AS at, (array_agg(id ORDER BY at DESC, id DESC))[1] AS id,
           json_agg(json_build_object('at', at, 'route', route, 'changed', changed, 'object', object)
                    ORDER BY at, id) AS calls
      FROM grouped
     GROUP BY actor_person_id, role, visit
  )
  SELECT 'e' || v.id::text AS id, v.role, v.calls, p.given_name, p.surname
    FROM visits v JOIN person p ON p.id = v.actor_person_id
   WHERE $4::bigint IS NULL
      OR (v.at, v.id) < (SELECT c.at, c.id FROM audit_event c WHERE c.id = $4::bigint)
   ORDER BY v.at DESC, v.id DESC
   LIMIT $5`;

function toEntry(row: VisitRow): AccessLogEntry {
  const calls =
    typeof row.calls === 'string' ? (JSON.parse(row.calls) as Exclude<VisitRow['calls'], string>) : row.calls;
  const looked = new Set<string>();
  const changes: AccessLogEntry['changes'] = [];
  for (const call of calls) {
    const what = subjectOf(call.route, call.object);
    if (call.changed) changes.push({ at: new Date(call.at).toISOString(), what });
    else looked.add(what);
  }
  return {
    id: row.id,
    from: new Date(calls[0]?.at ?? 0).toISOString(),
    at: new Date(calls.at(-1)?.at ?? 0).toISOString(),
    who: `${row.given_name} ${row.surname}`,
    role: row.role,
    looked: [...looked],
    changes,
  };
}

export function createAccessLogRepository(db: Queryable) {
  return {
    /**
     * One page after `cursor` (the id of an entry already shown); undefined when the cursor is no entry of
     * this stakeholder's.
     */
    async page(
      stakeholderId: string,
      { limit, cursor }: { limit: number; cursor?: string },
    ): Promise<{ entries: AccessLogEntry[]; nextCursor: string | null } | undefined> {
      // An entry's id, and so its cursor, is "e" and the id of its latest audit event.
      const eventId = cursor?.slice(1);
      if (eventId !== undefined) {
        const [known] = await db.query(
          'SELECT 1 FROM audit_event WHERE id = $1::bigint AND subject_stakeholder_id = $2',
          [eventId, stakeholderId],
        );
        if (known === undefined) return undefined;
      }
      // One more than asked for tells whether an older page follows.
      const rows = await db.query<VisitRow>(VISITS, [
        stakeholderId,
        READS_BY_POST,
        ACCESS_LOG_VISIT_MINUTES,
        eventId ?? null,
        limit + 1,
        READING_METHODS,
      ]);
      const entries = rows.slice(0, limit).map(toEntry);
      const last = entries.at(-1);
      return { entries, nextCursor: rows.length > limit && last !== undefined ? last.id : null };
    },
  };
}
