import type { ChangeKind, ChangeStatus } from '#contracts/economy';
import type { StaffPlanChange } from '#contracts/staff-decisions';
import { isUuid } from '#contracts/uuid';
import type { Queryable } from '../../db/database.js';
import { oreFromBigint } from '../../lib/ore.js';

type ChangeRow = {
  id: string;
  stakeholder_id: string;
  member_name: string;
  payout_id: string;
  /** The payout as asked about: kept on the change once an approval moved it, else the payout's own. */
  payout_due_on: string;
  payout_amount_ore: string;
  payout_status: 'planned' | 'paid';
  plan_number: string;
  kind: ChangeKind;
  requested: { dueOn: string; amountOre: number }[] | string;
  message: string;
  requested_by_name: string;
  created_at: Date | string;
  status: ChangeStatus;
  decided_at: Date | string | null;
  decided_by_name: string | null;
  decision_reason: string | null;
};

const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * A member's payment-plan change request as staff decide it. `payment_plan_change` is the economy feature's
 * table; the decision columns (who, why) are the staff workspace's (migration 0026), and so is keeping the
 * payout as asked about (0027). The payouts themselves are moved by the ledger (ledger/replan-payout.ts).
 */
export function createPlanChangeErrandsRepository(db: Queryable) {
  return {
    async read(id: string): Promise<StaffPlanChange | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.query<ChangeRow>(
        `SELECT c.id, c.stakeholder_id, s.name AS member_name, c.payout_id,
                to_char(coalesce(c.payout_due_on, p.due_on), 'YYYY-MM-DD') AS payout_due_on,
                coalesce(c.payout_amount_ore, p.amount_ore)::text AS payout_amount_ore, p.status AS payout_status,
                a.number AS plan_number, c.kind, c.requested, c.message,
                r.given_name || ' ' || r.surname AS requested_by_name, c.created_at, c.status, c.decided_at,
                d.given_name || ' ' || d.surname AS decided_by_name, c.decision_reason
           FROM payment_plan_change c
           JOIN stakeholder s ON s.id = c.stakeholder_id
           JOIN planned_payout p ON p.id = c.payout_id
           JOIN account a ON a.id = p.account_id
           JOIN person r ON r.id = c.requested_by
           LEFT JOIN person d ON d.id = c.decided_by_person_id
          WHERE c.id = $1`,
        [id],
      );
      if (row === undefined) return undefined;
      return {
        id: row.id,
        member: { id: row.stakeholder_id, name: row.member_name },
        payout: {
          id: row.payout_id,
          dueOn: row.payout_due_on,
          amountOre: oreFromBigint(row.payout_amount_ore),
          status: row.payout_status,
        },
        planNumber: row.plan_number,
        kind: row.kind,
        requested:
          typeof row.requested === 'string'
            ? (JSON.parse(row.requested) as { dueOn: string; amountOre: number }[])
            : row.requested,
        message: row.message,
        requestedByName: row.requested_by_name,
        createdAt: iso(row.created_at),
        status: row.status,
        decision:
          row.decided_at === null
            ? null
            : { at: iso(row.decided_at), byName: row.decided_by_name, reason: row.decision_reason },
        decidable: row.status === 'received',
      };
    },

    /** The request's owner, payout and status, locked so that two decisions queue (and the second sees the first). */
    async lock(
      id: string,
    ): Promise<{ stakeholderId: string; payoutId: string; status: ChangeStatus } | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.query<{ stakeholder_id: string; payout_id: string; status: ChangeStatus }>(
        'SELECT stakeholder_id, payout_id, status FROM payment_plan_change WHERE id = $1 FOR UPDATE',
        [id],
      );
      return row && { stakeholderId: row.stakeholder_id, payoutId: row.payout_id, status: row.status };
    },

    async decide(
      id: string,
      decision: { status: 'approved' | 'rejected'; at: Date; byPersonId: string; reason: string | null },
    ): Promise<void> {
      await db.query(
        `UPDATE payment_plan_change
            SET status = $2, decided_at = $3, decided_by_person_id = $4, decision_reason = $5
          WHERE id = $1`,
        [id, decision.status, decision.at, decision.byPersonId, decision.reason],
      );
    },

    /**
     * Before an approval moves the payout: every change about it that does not yet keep the payout as asked
     * about keeps it now (this one, and earlier refused or cancelled ones), so each still names that payout.
     */
    async keepPayoutAsAsked(payoutId: string, payout: { dueOn: string; amountOre: number }): Promise<void> {
      await db.query(
        `UPDATE payment_plan_change SET payout_due_on = $2, payout_amount_ore = $3
          WHERE payout_id = $1 AND payout_due_on IS NULL`,
        [payoutId, payout.dueOn, payout.amountOre],
      );
    },
  };
}
