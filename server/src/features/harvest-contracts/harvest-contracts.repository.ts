import type {
  ContractForm,
  ContractOperation,
  ContractSettlement,
  ContractStep,
  StepEvent,
} from '#contracts/harvest-contracts';
import type { AreaGeometry } from '#contracts/geometry';
import type { Queryable } from '../../db/database.js';
import { oreFromBigint } from '../../lib/ore.js';
import { isUuid } from '#contracts/uuid';

/** Whose contracts: the stakeholder's, and for a representative only those on the estates they may see. */
export interface ContractScope {
  readonly stakeholderId: string;
  /** null: every estate of the stakeholder. */
  readonly estateIds: readonly string[] | null;
}

export interface StoredContract {
  readonly id: string;
  readonly number: string;
  readonly form: ContractForm;
  readonly operation: ContractOperation;
  readonly estate: { readonly id: string; readonly designation: string };
  readonly areaHa: number;
  readonly geometry?: AreaGeometry;
  readonly estimatedVolumeM3fub: number | null;
  readonly priceList: string | null;
  readonly fixedPriceOre: number | null;
  readonly harvestingCostOrePerM3fub: number | null;
  readonly silviculturePriceOrePerHa: number | null;
  readonly paymentForm: 'direkt' | 'betalningsplan';
  readonly signedOn: string | null;
  readonly validUntil: string | null;
  readonly documentId: string | null;
}

type ContractRow = {
  id: string;
  number: string;
  form: ContractForm;
  operation: ContractOperation;
  estate_id: string;
  designation: string;
  area_ha: number;
  geometry: AreaGeometry | null;
  estimated_volume: number | null;
  price_list: string | null;
  fixed_price: string | null;
  harvesting_cost: string | null;
  silviculture_price: string | null;
  payment_form: 'direkt' | 'betalningsplan';
  signed_on: string | null;
  valid_until: string | null;
  document_id: string | null;
};

const oreOrNull = (text: string | null): number | null => (text === null ? null : oreFromBigint(text));

const toContract = (row: ContractRow): StoredContract => ({
  id: row.id,
  number: row.number,
  form: row.form,
  operation: row.operation,
  estate: { id: row.estate_id, designation: row.designation },
  areaHa: row.area_ha,
  ...(row.geometry === null
    ? {}
    : {
        geometry:
          typeof row.geometry === 'string' ? (JSON.parse(row.geometry) as AreaGeometry) : row.geometry,
      }),
  estimatedVolumeM3fub: row.estimated_volume,
  priceList: row.price_list,
  fixedPriceOre: oreOrNull(row.fixed_price),
  harvestingCostOrePerM3fub: oreOrNull(row.harvesting_cost),
  silviculturePriceOrePerHa: oreOrNull(row.silviculture_price),
  paymentForm: row.payment_form,
  signedOn: row.signed_on,
  validUntil: row.valid_until,
  documentId: row.document_id,
});

const CONTRACT_SELECT = `
  SELECT c.id, c.number, c.form, c.operation, e.id AS estate_id, e.designation, c.area_ha::float8 AS area_ha,
         c.geometry, c.estimated_volume_m3fub::float8 AS estimated_volume, c.price_list,
         c.fixed_price_ore::text AS fixed_price, c.harvesting_cost_ore_per_m3fub::text AS harvesting_cost,
         c.silviculture_price_ore_per_ha::text AS silviculture_price, c.payment_form,
         to_char(c.signed_on, 'YYYY-MM-DD') AS signed_on, to_char(c.valid_until, 'YYYY-MM-DD') AS valid_until,
         (SELECT d.id FROM document d WHERE d.contract_id = c.id AND d.stakeholder_id = c.stakeholder_id
           ORDER BY d.issued_on DESC, d.id LIMIT 1) AS document_id
    FROM harvest_contract c JOIN estate e ON e.id = c.estate_id
   WHERE c.stakeholder_id = $1 AND ($2::uuid[] IS NULL OR c.estate_id = ANY($2::uuid[]))`;

/** Contracts, their steps and settlements; always looked up by the stakeholder they belong to. */
export function createContractsRepository(db: Queryable) {
  return {
    async list(scope: ContractScope): Promise<StoredContract[]> {
      const rows = await db.query<ContractRow>(
        `${CONTRACT_SELECT} ORDER BY c.signed_on DESC NULLS LAST, c.number`,
        [scope.stakeholderId, scope.estateIds],
      );
      return rows.map(toContract);
    },

    async find(scope: ContractScope, id: string): Promise<StoredContract | undefined> {
      if (!isUuid(id)) return undefined;
      const rows = await db.query<ContractRow>(`${CONTRACT_SELECT} AND c.id = $3`, [
        scope.stakeholderId,
        scope.estateIds,
        id,
      ]);
      return rows[0] === undefined ? undefined : toContract(rows[0]);
    },

    /** The steps that happened, per contract. */
    async events(contractIds: readonly string[]): Promise<Map<string, StepEvent[]>> {
      const rows = await db.query<{
        contract_id: string;
        step: ContractStep;
        occurred_on: string;
        note: string;
      }>(
        `SELECT contract_id, step, to_char(occurred_on, 'YYYY-MM-DD') AS occurred_on, note
           FROM contract_event WHERE contract_id = ANY($1::uuid[]) ORDER BY occurred_on, step`,
        [contractIds],
      );
      const byContract = new Map<string, StepEvent[]>();
      for (const row of rows) {
        const list = byContract.get(row.contract_id) ?? [];
        list.push({ step: row.step, on: row.occurred_on, note: row.note });
        byContract.set(row.contract_id, list);
      }
      return byContract;
    },

    /** The settlements (avräkningsnotor) per contract, oldest first, with their rows and document. */
    async settlements(contractIds: readonly string[]): Promise<Map<string, ContractSettlement[]>> {
      const settlements = await db.query<{
        id: string;
        contract_id: string;
        number: string;
        kind: 'dellikvid' | 'slutlikvid';
        settled_on: string;
        harvesting_cost: string;
        insats: string;
        vat: string;
        net: string;
        paid_to: 'merkonto' | 'betalningsplan';
        document_id: string | null;
      }>(
        `SELECT s.id, s.contract_id, s.number, s.kind, to_char(s.settled_on, 'YYYY-MM-DD') AS settled_on,
                s.harvesting_cost_ore::text AS harvesting_cost, s.insats_deduction_ore::text AS insats,
                s.vat_ore::text AS vat, s.net_ore::text AS net, s.paid_to,
                (SELECT d.id FROM document d WHERE d.settlement_id = s.id AND d.stakeholder_id = s.stakeholder_id
                  ORDER BY d.issued_on DESC, d.id LIMIT 1) AS document_id
           FROM settlement s WHERE s.contract_id = ANY($1::uuid[]) ORDER BY s.settled_on, s.number`,
        [contractIds],
      );
      const rows = await db.query<{
        settlement_id: string;
        species: ContractSettlement['rows'][number]['species'];
        assortment: ContractSettlement['rows'][number]['assortment'];
        volume: number;
        price: string;
        amount: string;
      }>(
        `SELECT r.settlement_id, r.species, r.assortment, r.volume_m3fub::float8 AS volume,
                r.price_ore_per_m3fub::text AS price, r.amount_ore::text AS amount
           FROM settlement_row r JOIN settlement s ON s.id = r.settlement_id
          WHERE s.contract_id = ANY($1::uuid[]) ORDER BY r.settlement_id, r.sort_order`,
        [contractIds],
      );
      const rowsOf = new Map<string, ContractSettlement['rows']>();
      for (const row of rows) {
        const list = rowsOf.get(row.settlement_id) ?? [];
        list.push({
          species: row.species,
          assortment: row.assortment,
          volumeM3fub: row.volume,
          priceOrePerM3fub: oreFromBigint(row.price),
          amountOre: oreFromBigint(row.amount),
        });
        rowsOf.set(row.settlement_id, list);
      }
      const byContract = new Map<string, ContractSettlement[]>();
      for (const settlement of settlements) {
        const settlementRows = rowsOf.get(settlement.id) ?? [];
        const list = byContract.get(settlement.contract_id) ?? [];
        list.push({
          id: settlement.id,
          number: settlement.number,
          kind: settlement.kind,
          settledOn: settlement.settled_on,
          // Volumes have two decimals: added in hundredths, as the settlement itself adds them.
          volumeM3fub: settlementRows.reduce((sum, row) => sum + Math.round(row.volumeM3fub * 100), 0) / 100,
          grossOre: settlementRows.reduce((sum, row) => sum + row.amountOre, 0),
          harvestingCostOre: oreFromBigint(settlement.harvesting_cost),
          insatsDeductionOre: oreFromBigint(settlement.insats),
          vatOre: oreFromBigint(settlement.vat),
          netOre: oreFromBigint(settlement.net),
          paidTo: settlement.paid_to,
          documentId: settlement.document_id,
          rows: settlementRows,
        });
        byContract.set(settlement.contract_id, list);
      }
      return byContract;
    },
  };
}
