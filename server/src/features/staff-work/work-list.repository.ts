import type { WorkItem, WorkKind, WorkListQuery } from '#contracts/staff-work';
import type { Queryable } from '../../db/database.js';
import { workTexts } from './staff-work.texts.js';

interface WorkRow {
  kind: WorkKind;
  id: string;
  received_at: Date | string;
  title: string;
  /** The meeting's start, for its title. */
  starts_at: Date | string | null;
  member_id: string;
  member_name: string;
  open: boolean;
  status: string;
  advisor_id: string | null;
  advisor_name: string | null;
  district_id: string | null;
  district_name: string | null;
  [column: string]: unknown;
}

/**
 * Every kind of errand as rows of one shape. `status` is the kind's own status word, translated in
 * staff-work.texts.ts; `open` is whether staff still have something to do ($9 is now).
 */
const ERRANDS = `
  SELECT 'order' AS kind, o.number AS id, o.placed_at AS received_at,
         (SELECT string_agg(DISTINCT l.service_title, ', ') FROM service_order_line l WHERE l.order_id = o.id)
           AS title,
         NULL::timestamptz AS starts_at, o.stakeholder_id AS member_id,
         o.status IN ('received', 'confirmed', 'scheduled') AS open, o.status, o.advisor_id
    FROM service_order o
  UNION ALL
  SELECT 'message', m.id::text, m.sent_at, m.subject, NULL, m.stakeholder_id, m.handled_at IS NULL,
         CASE WHEN m.handled_at IS NOT NULL THEN 'handled'
              WHEN EXISTS (SELECT 1 FROM contact_answer a WHERE a.message_id = m.id) THEN 'answered'
              ELSE 'new' END,
         m.advisor_id
    FROM contact_message m
  UNION ALL
  SELECT 'meeting', mt.id::text, mt.booked_at, mt.topic, sl.starts_at, mt.stakeholder_id,
         mt.cancelled_at IS NULL AND mt.confirmed_at IS NULL AND sl.starts_at > $9,
         CASE WHEN mt.cancelled_at IS NOT NULL THEN 'cancelled'
              WHEN sl.starts_at <= $9 THEN 'held'
              WHEN mt.confirmed_at IS NOT NULL THEN 'confirmed' ELSE 'booked' END,
         sl.advisor_id
    FROM meeting mt JOIN advisor_slot sl ON sl.id = mt.slot_id
  UNION ALL
  SELECT 'plan-change', pc.id::text, pc.created_at, pc.kind, NULL, pc.stakeholder_id, pc.status = 'received',
         pc.status,
         (SELECT b.advisor_id FROM business b WHERE b.stakeholder_id = pc.stakeholder_id ORDER BY b.id LIMIT 1)
    FROM payment_plan_change pc
  UNION ALL
  SELECT 'application', r.id::text, r.submitted_at, r.first_name || ' ' || r.last_name, NULL, r.stakeholder_id,
         r.status = 'received', r.status, NULL
    FROM registration r
  UNION ALL
  SELECT 'observation', o.point_id::text, o.created_at, o.kind, NULL, p.stakeholder_id,
         NOT EXISTS (SELECT 1 FROM observation_answer oa WHERE oa.point_id = o.point_id)
           AND NOT EXISTS (SELECT 1 FROM observation_confirmation oc WHERE oc.point_id = o.point_id),
         CASE WHEN EXISTS (SELECT 1 FROM observation_confirmation oc WHERE oc.point_id = o.point_id) THEN 'confirmed'
              WHEN EXISTS (SELECT 1 FROM observation_answer oa WHERE oa.point_id = o.point_id) THEN 'answered'
              ELSE 'new' END,
         (SELECT b.advisor_id FROM business b WHERE b.stakeholder_id = p.stakeholder_id ORDER BY b.id LIMIT 1)
    FROM observation o JOIN custom_point p ON p.id = o.point_id
   WHERE o.help_wanted`;

/** The cursor: when (milliseconds in base 36), kind and id of the last errand of a page. */
export const cursorOf = (item: Pick<WorkItem, 'kind' | 'id' | 'receivedAt'>): string =>
  `${new Date(item.receivedAt).getTime().toString(36)}_${item.kind}_${item.id}`;

function parseCursor(cursor: string): { at: Date; kind: string; id: string } | undefined {
  const [time, kind, ...id] = cursor.split('_');
  const at = new Date(Number.parseInt(time ?? '', 36));
  // A time JavaScript can hold but PostgreSQL cannot (past year 9999) is as unreadable as none.
  if (Number.isNaN(at.getTime()) || at.getUTCFullYear() > 9999) return undefined;
  if (kind === undefined || id.length === 0) return undefined;
  return { at, kind, id: id.join('_') };
}

export function createWorkListRepository(db: Queryable) {
  return {
    /** One page of the work list, newest first; undefined for a cursor that cannot be read. */
    /** `now`: a meeting that has taken place has nothing left to do. */
    async page(query: WorkListQuery & { limit: number }, now: Date): Promise<WorkItem[] | undefined> {
      const after = query.cursor === undefined ? null : parseCursor(query.cursor);
      if (after === undefined) return undefined;
      const rows = await db.query<WorkRow>(
        `SELECT e.*, s.name AS member_name, a.name AS advisor_name, d.id AS district_id, d.name AS district_name
           FROM (${ERRANDS}) e
           JOIN stakeholder s ON s.id = e.member_id
           LEFT JOIN advisor a ON a.id = e.advisor_id
           LEFT JOIN sbo d ON d.id = a.sbo_id
          WHERE ($1::text IS NULL OR e.kind = $1)
            AND ($2::boolean IS NULL OR e.open = $2)
            AND ($3::text IS NULL OR e.advisor_id = $3)
            AND ($4::text IS NULL OR a.sbo_id = $4)
            AND ($5::timestamptz IS NULL OR (e.received_at, e.kind, e.id) < ($5, $6::text, $7::text))
          ORDER BY e.received_at DESC, e.kind DESC, e.id DESC
          LIMIT $8`,
        [
          query.kind ?? null,
          query.state === undefined ? null : query.state === 'open',
          query.advisor ?? null,
          query.district ?? null,
          after?.at ?? null,
          after?.kind ?? null,
          after?.id ?? null,
          query.limit,
          now,
        ],
      );
      return rows.map((row) => ({
        kind: row.kind,
        id: row.id,
        receivedAt: new Date(row.received_at).toISOString(),
        title: workTexts.title(row.kind, row.title, row.starts_at === null ? null : new Date(row.starts_at)),
        member: { id: row.member_id, name: row.member_name },
        state: row.open ? 'open' : 'closed',
        status: workTexts.status(row.kind, row.status),
        advisor: row.advisor_id === null ? null : { id: row.advisor_id, name: row.advisor_name ?? '' },
        district:
          row.district_id === null
            ? null
            : { id: row.district_id, name: row.district_name ?? row.district_id },
      }));
    },

    /** The staff member: name, whether they may edit, and the advisor they are, if any. */
    async staffMember(personId: string) {
      const [row] = await db.query<{ name: string; may_edit: boolean; advisor_id: string | null }>(
        `SELECT p.given_name || ' ' || p.surname AS name, st.may_edit, st.advisor_id
           FROM staff st JOIN person p ON p.id = st.person_id WHERE st.person_id = $1`,
        [personId],
      );
      return row && { name: row.name, mayEdit: row.may_edit, advisorId: row.advisor_id };
    },

    async advisorsAndDistricts() {
      const [advisors, districts] = await Promise.all([
        db.query<{ id: string; name: string; sbo_id: string }>(
          'SELECT id, name, sbo_id FROM advisor ORDER BY name',
        ),
        db.query<{ id: string; name: string }>('SELECT id, name FROM sbo ORDER BY name'),
      ]);
      return {
        advisors: advisors.map((a) => ({ id: a.id, name: a.name, districtId: a.sbo_id })),
        districts,
      };
    },
  };
}
