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
import type { VisibleEstates } from '../../geo/geo.service.js';
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

type SummaryRow = {
  balance: string | null;
  payments: { booked_on: string; text: string; amount: string }[];
  payout: { due_on: string; amount: string } | null;
  contracts: ContractRow[];
};

/**
 * The overview's economy in one round trip: the merkonto, its latest incoming bookings, the next planned
 * payout, and the open contracts on the estates the viewer may see, open as the contracts page tells it.
 */
export function createEconomySummaryRepository(db: Queryable) {
  return {
    async summarise(stakeholderId: string, visible: VisibleEstates): Promise<OverviewEconomy | undefined> {
      const [facts] = await db.query<SummaryRow>(
        `WITH merkonto AS (
           SELECT id, balance_ore FROM account WHERE stakeholder_id = $1 AND kind = 'merkonto'
         )
         SELECT
           (SELECT balance_ore::text FROM merkonto) AS balance,
           coalesce((
             SELECT json_agg(p ORDER BY p.booked_on DESC, p.id DESC) FROM (
               SELECT b.id, to_char(b.booked_on, 'YYYY-MM-DD') AS booked_on, b.text, b.amount_ore::text AS amount
                 FROM booking b JOIN merkonto m ON m.id = b.account_id
                WHERE b.amount_ore > 0
                ORDER BY b.booked_on DESC, b.id DESC LIMIT ${LATEST_PAYMENTS}) p
           ), '[]') AS payments,
           (SELECT json_build_object('due_on', to_char(p.due_on, 'YYYY-MM-DD'), 'amount', p.amount_ore::text)
              FROM planned_payout p JOIN account a ON a.id = p.account_id
             WHERE a.stakeholder_id = $1 AND p.status = 'planned'
             ORDER BY p.due_on LIMIT 1) AS payout,
           coalesce((
             SELECT json_agg(c) FROM (
               SELECT c.id, c.number, c.form, c.operation, c.area_ha::text AS area_ha, e.designation,
                      coalesce((SELECT json_agg(json_build_object('step', ev.step,
                                                                  'on', to_char(ev.occurred_on, 'YYYY-MM-DD'),
                                                                  'note', ev.note))
                                  FROM contract_event ev WHERE ev.contract_id = c.id), '[]') AS events
                 FROM harvest_contract c JOIN estate e ON e.id = c.estate_id
                WHERE c.stakeholder_id = $1 AND c.estate_id IN (${visible.sql(2)})) c
           ), '[]') AS contracts`,
        [stakeholderId, ...visible.params],
      );
      if (facts === undefined) return undefined;
      const { balance, payments, payout, contracts } = facts;
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
      if (balance === null && open.length === 0) return undefined;
      return {
        balanceOre: balance === null ? null : oreFromBigint(balance),
        latestPayments: payments.map((row) => ({
          bookedOn: row.booked_on,
          text: row.text,
          amountOre: oreFromBigint(row.amount),
        })),
        nextPayout:
          payout === null ? null : { dueOn: payout.due_on, amountOre: oreFromBigint(payout.amount) },
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
