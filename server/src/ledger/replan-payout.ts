import type { Queryable } from '../db/database.js';
import { oreFromBigint } from '../lib/ore.js';

export interface PayoutBeforeReplan {
  readonly dueOn: string;
  readonly amountOre: number;
}

/**
 * Moves or splits one planned payout of a payment plan, as an approved change asks: the payout itself takes
 * the first part (its day and amount), each further part becomes a planned payout of its own on the same
 * plan account. The parts must sum to the payout (the plan's balance is unchanged); the caller has checked
 * the rules. Answers the payout as it was, or undefined when it is no longer planned (paid meanwhile).
 * The row is locked first, so the payout round cannot pay it while it moves. Call it in a transaction.
 */
export async function replanPayout(
  tx: Queryable,
  payoutId: string,
  parts: readonly { dueOn: string; amountOre: number }[],
): Promise<PayoutBeforeReplan | undefined> {
  const [payout] = await tx.query<{ account_id: string; due_on: string; amount: string }>(
    `SELECT account_id, to_char(due_on, 'YYYY-MM-DD') AS due_on, amount_ore::text AS amount
       FROM planned_payout WHERE id = $1 AND status = 'planned' FOR UPDATE`,
    [payoutId],
  );
  if (payout === undefined) return undefined;
  const before = { dueOn: payout.due_on, amountOre: oreFromBigint(payout.amount) };
  const [first, ...rest] = parts;
  if (first === undefined || parts.reduce((sum, part) => sum + part.amountOre, 0) !== before.amountOre) {
    throw new Error('A replanned payout must keep its amount');
  }
  await tx.query('UPDATE planned_payout SET due_on = $2, amount_ore = $3 WHERE id = $1', [
    payoutId,
    first.dueOn,
    first.amountOre,
  ]);
  for (const part of rest) {
    await tx.query('INSERT INTO planned_payout (account_id, due_on, amount_ore) VALUES ($1, $2, $3)', [
      payout.account_id,
      part.dueOn,
      part.amountOre,
    ]);
  }
  return before;
}
