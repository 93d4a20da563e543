import type { Queryable } from '../db/database.js';

/**
 * Makes a stakeholder a member from `day` (YYYY-MM-DD, the Swedish day): an approved membership application.
 * The relation decides the role acting for the stakeholder brings, so their next login gives Member
 * (features/auth/login-options). A stakeholder who already is a member keeps the day they joined. Answers
 * whether the stakeholder exists. Call it in the transaction that records the decision.
 */
export async function admitAsMember(tx: Queryable, stakeholderId: string, day: string): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE stakeholder
        SET relation = 'member', member_since = CASE WHEN relation = 'member' THEN coalesce(member_since, $2::date) ELSE $2::date END
      WHERE id = $1
      RETURNING id`,
    [stakeholderId, day],
  );
  return rows.length > 0;
}
