import type { ChangeKind, ChangeStatus, WithdrawalStatus } from '#contracts/economy';
import type { Queryable } from '../../db/database.js';
import { oreFromBigint } from '../../lib/ore.js';
import { isUuid } from '#contracts/uuid';
import type { Signature } from '#contracts/signing';
import {
  SIGNATURE_COLUMNS,
  signatureJoin,
  signatureOf,
  type SignatureRow,
} from '../../signing/signature-columns.js';

/** All SQL of the economy overview, the payment plan and withdrawals. Money is öre (bigint as text). */

export interface StoredPayout {
  readonly id: string;
  readonly dueOn: string;
  readonly amountOre: number;
  readonly status: 'planned' | 'paid';
}

export interface StoredChange {
  readonly id: string;
  readonly payoutId: string;
  readonly payoutDueOn: string;
  readonly payoutAmountOre: number;
  readonly kind: ChangeKind;
  readonly requested: { dueOn: string; amountOre: number }[];
  readonly message: string;
  readonly status: ChangeStatus;
  readonly createdAt: Date;
  readonly decidedAt: Date | null;
  /** Why the association refused it; null otherwise. */
  readonly decisionReason: string | null;
  /** Requested by staff on the member's behalf. */
  readonly onBehalf: boolean;
  /** The BankID signature it was made with; null for one from before writes were signed. */
  readonly signature: Signature | null;
}

export interface StoredWithdrawal {
  readonly id: string;
  readonly accountId: string;
  readonly amountOre: number;
  readonly payOn: string;
  readonly bankAccount: string;
  readonly status: WithdrawalStatus;
  readonly createdAt: Date;
  /** Requested by staff on the member's behalf. */
  readonly onBehalf: boolean;
  /** The BankID signature it was made with; null for one from before writes were signed. */
  readonly signature: Signature | null;
}

const DAY = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

// The payout as the member asked about it: an approved change has moved the payout itself and keeps what it was.
const CHANGE_COLUMNS = `c.id, c.payout_id, ${DAY('coalesce(c.payout_due_on, p.due_on)')} AS payout_due_on,
  coalesce(c.payout_amount_ore, p.amount_ore)::text AS payout_amount_ore,
  c.kind, c.requested, c.message, c.status, c.created_at, c.decided_at, c.decision_reason,
  EXISTS (SELECT 1 FROM staff s WHERE s.person_id = c.requested_by) AS on_behalf, ${SIGNATURE_COLUMNS}`;
const CHANGE_FROM = `payment_plan_change c JOIN planned_payout p ON p.id = c.payout_id
  ${signatureJoin('plan-change', 'c.stakeholder_id', 'c.id')}`;

type ChangeRow = SignatureRow & {
  id: string;
  payout_id: string;
  payout_due_on: string;
  payout_amount_ore: string;
  kind: ChangeKind;
  requested: { dueOn: string; amountOre: number }[] | string;
  message: string;
  status: ChangeStatus;
  created_at: Date;
  decided_at: Date | null;
  decision_reason: string | null;
  on_behalf: boolean;
};

const toChange = (row: ChangeRow): StoredChange => ({
  id: row.id,
  payoutId: row.payout_id,
  payoutDueOn: row.payout_due_on,
  payoutAmountOre: oreFromBigint(row.payout_amount_ore),
  kind: row.kind,
  requested:
    typeof row.requested === 'string'
      ? (JSON.parse(row.requested) as { dueOn: string; amountOre: number }[])
      : row.requested,
  message: row.message,
  status: row.status,
  createdAt: new Date(row.created_at),
  decidedAt: row.decided_at === null ? null : new Date(row.decided_at),
  decisionReason: row.decision_reason,
  onBehalf: row.on_behalf,
  signature: signatureOf(row),
});

const WITHDRAWAL_COLUMNS = `w.id, w.account_id, w.amount_ore::text AS amount_ore, ${DAY('w.pay_on')} AS pay_on,
  w.bank_account, w.status, w.created_at, EXISTS (SELECT 1 FROM staff s WHERE s.person_id = w.requested_by) AS on_behalf,
  ${SIGNATURE_COLUMNS}`;
const WITHDRAWAL_FROM = `withdrawal w ${signatureJoin('withdrawal', 'w.stakeholder_id', 'w.id')}`;

type WithdrawalRow = SignatureRow & {
  id: string;
  account_id: string;
  amount_ore: string;
  pay_on: string;
  bank_account: string;
  status: WithdrawalStatus;
  created_at: Date;
  on_behalf: boolean;
};

const toWithdrawal = (row: WithdrawalRow): StoredWithdrawal => ({
  id: row.id,
  accountId: row.account_id,
  amountOre: oreFromBigint(row.amount_ore),
  payOn: row.pay_on,
  bankAccount: row.bank_account,
  status: row.status,
  createdAt: new Date(row.created_at),
  onBehalf: row.on_behalf,
  signature: signatureOf(row),
});

/** An id that cannot be a row's is simply not found (and never reaches the database as a cast error). */

export function createEconomyRepository(db: Queryable) {
  return {
    // ---- Payment plan changes ----

    async changes(stakeholderId: string): Promise<StoredChange[]> {
      const rows = await db.query<ChangeRow>(
        `SELECT ${CHANGE_COLUMNS} FROM ${CHANGE_FROM}
         WHERE c.stakeholder_id = $1 ORDER BY c.created_at DESC, c.id`,
        [stakeholderId],
      );
      return rows.map(toChange);
    },

    async change(stakeholderId: string, id: string, lock = false): Promise<StoredChange | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.query<ChangeRow>(
        `SELECT ${CHANGE_COLUMNS} FROM ${CHANGE_FROM}
         WHERE c.stakeholder_id = $1 AND c.id = $2 ${lock ? 'FOR UPDATE OF c' : ''}`,
        [stakeholderId, id],
      );
      return row === undefined ? undefined : toChange(row);
    },

    /** The member's payout, locked so that two requests for it queue. */
    async lockPayout(stakeholderId: string, payoutId: string): Promise<StoredPayout | undefined> {
      if (!isUuid(payoutId)) return undefined;
      const [row] = await db.query<{
        id: string;
        due_on: string;
        amount_ore: string;
        status: 'planned' | 'paid';
      }>(
        `SELECT p.id, ${DAY('p.due_on')} AS due_on, p.amount_ore::text AS amount_ore, p.status
         FROM planned_payout p JOIN account a ON a.id = p.account_id
         WHERE a.stakeholder_id = $1 AND p.id = $2 FOR UPDATE OF p`,
        [stakeholderId, payoutId],
      );
      return row === undefined
        ? undefined
        : { id: row.id, dueOn: row.due_on, amountOre: oreFromBigint(row.amount_ore), status: row.status };
    },

    async hasOpenChange(payoutId: string): Promise<boolean> {
      const rows = await db.query(
        `SELECT 1 FROM payment_plan_change WHERE payout_id = $1 AND status = 'received' LIMIT 1`,
        [payoutId],
      );
      return rows.length > 0;
    },

    async insertChange(input: {
      stakeholderId: string;
      payoutId: string;
      kind: ChangeKind;
      requested: readonly { dueOn: string; amountOre: number }[];
      message: string;
      requestedBy: string;
      createdAt: Date;
    }): Promise<string> {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO payment_plan_change (stakeholder_id, payout_id, kind, requested, message, requested_by, created_at)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7) RETURNING id`,
        [
          input.stakeholderId,
          input.payoutId,
          input.kind,
          JSON.stringify(input.requested),
          input.message,
          input.requestedBy,
          input.createdAt,
        ],
      );
      if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
      return row.id;
    },

    async cancelChange(id: string, at: Date): Promise<void> {
      await db.query(`UPDATE payment_plan_change SET status = 'cancelled', decided_at = $2 WHERE id = $1`, [
        id,
        at,
      ]);
    },

    // ---- Withdrawals ----

    async withdrawals(stakeholderId: string, limit = 20): Promise<StoredWithdrawal[]> {
      const rows = await db.query<WithdrawalRow>(
        `SELECT ${WITHDRAWAL_COLUMNS} FROM ${WITHDRAWAL_FROM} WHERE w.stakeholder_id = $1
         ORDER BY w.created_at DESC, w.id LIMIT $2`,
        [stakeholderId, limit],
      );
      return rows.map(toWithdrawal);
    },

    async withdrawal(stakeholderId: string, id: string, lock = false): Promise<StoredWithdrawal | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.query<WithdrawalRow>(
        `SELECT ${WITHDRAWAL_COLUMNS} FROM ${WITHDRAWAL_FROM} WHERE w.stakeholder_id = $1 AND w.id = $2
         ${lock ? 'FOR UPDATE OF w' : ''}`,
        [stakeholderId, id],
      );
      return row === undefined ? undefined : toWithdrawal(row);
    },

    async insertWithdrawal(input: {
      id: string;
      stakeholderId: string;
      accountId: string;
      amountOre: number;
      payOn: string;
      bankAccount: string;
      bookingId: string;
      requestedBy: string;
      createdAt: Date;
    }): Promise<void> {
      await db.query(
        `INSERT INTO withdrawal (id, stakeholder_id, account_id, amount_ore, pay_on, bank_account, status,
                                 booking_id, requested_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $8, $9)`,
        [
          input.id,
          input.stakeholderId,
          input.accountId,
          input.amountOre,
          input.payOn,
          input.bankAccount,
          input.bookingId,
          input.requestedBy,
          input.createdAt,
        ],
      );
    },

    async cancelWithdrawal(id: string, bookingId: string, at: Date): Promise<void> {
      await db.query(
        `UPDATE withdrawal SET status = 'cancelled', cancel_booking_id = $2, cancelled_at = $3 WHERE id = $1`,
        [id, bookingId, at],
      );
    },

    /** Marks pending withdrawals whose pay day has come as paid (the bank transfer went); how many. */
    async markDueWithdrawalsPaid(today: string): Promise<number> {
      const rows = await db.query(
        `UPDATE withdrawal SET status = 'paid' WHERE status = 'pending' AND pay_on <= $1 RETURNING id`,
        [today],
      );
      return rows.length;
    },
  };
}

export type EconomyRepository = ReturnType<typeof createEconomyRepository>;
