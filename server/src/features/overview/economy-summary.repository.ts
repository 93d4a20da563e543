import {
  CONTRACT_OPERATION_LABELS,
  contractStatus,
  stepLabel,
  type ContractForm,
  type ContractOperation,
  type ContractStep,
} from '#contracts/harvest-contracts';
import type { OverviewEconomy } from '#contracts/overview';
import type { Queryable } from '../../db/database.js';
import { oreFromBigint } from '../../lib/ore.js';

const LATEST_PAYMENTS = 3;

type ContractRow = {
  id: string;
  number: string;
  form: ContractForm;
  operation: ContractOperation;
  area_ha: string;
  designation: string;
  events: { step: ContractStep; on: string; note: string }[];
};

/**
 * The overview's economy: the merkonto, its latest incoming bookings, the next planned payout, and the open
 * contracts on the estates the viewer may see (`visibleEstateIds`), open as the contracts page tells it.
 */
export function createEconomySummaryRepository(db: Queryable) {
  return {
    async summarise(
      stakeholderId: string,
      estateIds: readonly string[],
    ): Promise<OverviewEconomy | undefined> {
      const [account] = await db.query<{ id: string; balance: string }>(
        `SELECT id, balance_ore::text AS balance FROM account WHERE stakeholder_id = $1 AND kind = 'merkonto'`,
        [stakeholderId],
      );
      const payments =
        account === undefined
          ? []
          : await db.query<{ booked_on: string; text: string; amount: string }>(
              `SELECT to_char(booked_on, 'YYYY-MM-DD') AS booked_on, text, amount_ore::text AS amount
                 FROM booking WHERE account_id = $1 AND amount_ore > 0
                ORDER BY booked_on DESC, id DESC LIMIT $2`,
              [account.id, LATEST_PAYMENTS],
            );
      const [payout] = await db.query<{ due_on: string; amount: string }>(
        `SELECT to_char(p.due_on, 'YYYY-MM-DD') AS due_on, p.amount_ore::text AS amount
           FROM planned_payout p JOIN account a ON a.id = p.account_id
          WHERE a.stakeholder_id = $1 AND p.status = 'planned'
          ORDER BY p.due_on LIMIT 1`,
        [stakeholderId],
      );
      const contracts = await db.query<ContractRow>(
        `SELECT c.id, c.number, c.form, c.operation, c.area_ha::text AS area_ha, e.designation,
                coalesce((SELECT json_agg(json_build_object('step', ev.step, 'on', to_char(ev.occurred_on, 'YYYY-MM-DD'),
                                                            'note', ev.note))
                            FROM contract_event ev WHERE ev.contract_id = c.id), '[]') AS events
           FROM harvest_contract c JOIN estate e ON e.id = c.estate_id
          WHERE c.stakeholder_id = $1 AND c.estate_id = ANY($2::uuid[])`,
        [stakeholderId, estateIds],
      );
      const open = contracts
        .map((row) => ({
          row,
          status: contractStatus(row.form, row.operation, Number(row.area_ha), row.events),
        }))
        .filter(({ status }) => !status.finished && status.step !== null)
        .sort(
          (a, b) =>
            (b.status.on ?? '').localeCompare(a.status.on ?? '') || a.row.number.localeCompare(b.row.number),
        );
      if (account === undefined && open.length === 0) return undefined;
      return {
        balanceOre: account === undefined ? null : oreFromBigint(account.balance),
        latestPayments: payments.map((row) => ({
          bookedOn: row.booked_on,
          text: row.text,
          amountOre: oreFromBigint(row.amount),
        })),
        nextPayout:
          payout === undefined ? null : { dueOn: payout.due_on, amountOre: oreFromBigint(payout.amount) },
        openContracts: open.map(({ row, status }) => ({
          id: row.id,
          number: row.number,
          operation: CONTRACT_OPERATION_LABELS[row.operation],
          estateDesignation: row.designation,
          currentStep: status.step === null ? '' : stepLabel(row.form, status.step),
          currentStepOn: status.on ?? '',
        })),
      };
    },
  };
}
