import {
  CONTRACT_OPERATION_LABELS,
  contractStatus,
  stepLabel,
  type ContractForm,
  type ContractOperation,
  type ContractStep,
} from '#contracts/harvest-contracts';
import type { OverviewContract } from '#contracts/overview';
import type { Queryable } from '../../db/database.js';
import type { VisibleEstates } from '../../plugins/estate-scope.js';

type ContractRow = {
  id: string;
  number: string;
  form: ContractForm;
  operation: ContractOperation;
  area_ha: string;
  designation: string;
  events: { step: ContractStep; on: string; note: string }[];
};

/** The open contracts on the estates the actor may see, open as the contracts page tells it, newest step first. */
export function createOpenContractsRepository(db: Queryable) {
  return {
    async list(stakeholderId: string, visible: VisibleEstates): Promise<OverviewContract[]> {
      const contracts = await db.query<ContractRow>(
        `SELECT c.id, c.number, c.form, c.operation, c.area_ha::text AS area_ha, e.designation,
                coalesce((SELECT json_agg(json_build_object('step', ev.step,
                                                            'on', to_char(ev.occurred_on, 'YYYY-MM-DD'),
                                                            'note', ev.note))
                            FROM contract_event ev WHERE ev.contract_id = c.id), '[]') AS events
           FROM harvest_contract c JOIN estate e ON e.id = c.estate_id
          WHERE c.stakeholder_id = $1 AND c.estate_id IN (${visible.sql(2)})`,
        [stakeholderId, ...visible.params],
      );
      return contracts
        .map((row) => ({
          row,
          status: contractStatus(row.form, row.operation, Number(row.area_ha), row.events),
        }))
        .filter(({ status }) => !status.finished && status.step !== null)
        .sort(
          (a, b) =>
            (b.status.on ?? '').localeCompare(a.status.on ?? '') || a.row.number.localeCompare(b.row.number),
        )
        .map(({ row, status }) => ({
          id: row.id,
          number: row.number,
          operation: CONTRACT_OPERATION_LABELS[row.operation],
          estateDesignation: row.designation,
          currentStep: status.step === null ? '' : stepLabel(row.form, status.step),
          currentStepOn: status.on ?? '',
        }));
    },
  };
}
