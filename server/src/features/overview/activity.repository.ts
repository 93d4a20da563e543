import type { Activity, ActivityKind } from '#contracts/overview';
import type { Queryable } from '../../db/database.js';

type ActivityRow = {
  id: string;
  kind: ActivityKind;
  title: string;
  text: string;
  link: string | null;
  occurred_at: Date | string;
};

const toActivity = (row: ActivityRow): Activity => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  text: row.text,
  ...(row.link === null ? {} : { link: row.link }),
  occurredAt: new Date(row.occurred_at).toISOString(),
});

/** The activity feed (`activity`, `activity_hidden`), always looked up by the stakeholder it belongs to. */
export function createActivityRepository(db: Queryable) {
  return {
    /**
     * The newest items not hidden, newest first. For a representative, `estates` are those their mandate
     * covers: items about other estates, and about the mandates the member gives, are left out.
     */
    async listVisible(
      stakeholderId: string,
      limit: number,
      estates: readonly string[] | null = null,
    ): Promise<Activity[]> {
      const rows = await db.query<ActivityRow>(
        `SELECT a.id, a.kind, a.title, a.text, a.link, a.occurred_at
         FROM activity a
         WHERE a.stakeholder_id = $1
           AND NOT EXISTS (SELECT 1 FROM activity_hidden h WHERE h.activity_id = a.id)
           AND ($3::uuid[] IS NULL
                OR (a.kind <> 'mandate' AND (a.estate_id IS NULL OR a.estate_id = ANY($3::uuid[]))))
         ORDER BY a.occurred_at DESC, a.id
         LIMIT $2`,
        [stakeholderId, limit, estates],
      );
      return rows.map(toActivity);
    },

    /**
     * Hides the stakeholder's item; false when they have no item with that id (another member's included).
     * Hiding an item already hidden changes nothing and still counts as done.
     */
    async hide(stakeholderId: string, activityId: string, personId: string, at: Date): Promise<boolean> {
      const owned = await db.query('SELECT 1 FROM activity WHERE id = $1 AND stakeholder_id = $2', [
        activityId,
        stakeholderId,
      ]);
      if (owned.length === 0) return false;
      await db.query(
        `INSERT INTO activity_hidden (activity_id, hidden_by_person_id, hidden_at) VALUES ($1, $2, $3)
         ON CONFLICT (activity_id) DO NOTHING`,
        [activityId, personId, at],
      );
      return true;
    },
  };
}
