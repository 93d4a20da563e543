import type { ContractStep } from '#contracts/harvest-contracts';
import { settlementTotals } from '#contracts/settlement-math';
import type { Queryable } from '../database.js';
import { insertBooking, type AccountRow } from './economy-builders.js';

/**
 * Contracts with their timeline, settlements with their rows and likvid booking, and the documents list, for
 * the demo and the tests.
 */

let sequence = 0;
const next = (): number => ++sequence;

export interface ContractInput {
  readonly number?: string;
  readonly form?: 'rotpost' | 'avverkningsuppdrag' | 'leveransrotkop' | 'leveransvirke' | 'skogsvard';
  readonly operation?:
    'forsta-gallring' | 'gallring' | 'slutavverkning' | 'rojning' | 'markberedning' | 'plantering';
  /** The stands the contract covers: its area and map geometry are theirs. Without: `areaHa` and no map. */
  readonly standNumbers?: readonly number[];
  readonly areaHa?: number;
  readonly estimatedVolumeM3fub?: number | null;
  readonly priceList?: string | null;
  readonly fixedPriceOre?: number | null;
  readonly harvestingCostOrePerM3fub?: number | null;
  readonly silviculturePriceOrePerHa?: number | null;
  readonly paymentForm?: 'direkt' | 'betalningsplan';
  readonly signedOn?: string | null;
  readonly validUntil?: string | null;
  readonly events?: readonly { step: ContractStep; on: string; note?: string }[];
}

export interface ContractRow {
  readonly id: string;
  readonly number: string;
  readonly stakeholderId: string;
}

/** A contract on `estateId` of `owner`, with its timeline so far. */
export async function insertContract(
  db: Queryable,
  owner: { readonly id: string },
  estateId: string,
  input: ContractInput = {},
): Promise<ContractRow> {
  const form = input.form ?? 'avverkningsuppdrag';
  const number = input.number ?? `AU-2026-${String(20_000 + next())}`;
  const area =
    input.standNumbers === undefined ? undefined : await standsArea(db, estateId, input.standNumbers);
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO harvest_contract (stakeholder_id, estate_id, number, form, operation, area_ha, geometry,
       estimated_volume_m3fub, price_list, fixed_price_ore, harvesting_cost_ore_per_m3fub,
       silviculture_price_ore_per_ha, payment_form, signed_on, valid_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
    [
      owner.id,
      estateId,
      number,
      form,
      input.operation ?? 'gallring',
      area?.areaHa ?? input.areaHa ?? 5,
      area === undefined ? null : JSON.stringify(area.geometry),
      input.estimatedVolumeM3fub === undefined ? 400 : input.estimatedVolumeM3fub,
      input.priceList === undefined
        ? form === 'skogsvard'
          ? null
          : 'Prislista Uppland 2026:1'
        : input.priceList,
      form === 'rotpost' ? (input.fixedPriceOre ?? 25_000_000) : null,
      form === 'avverkningsuppdrag' ? (input.harvestingCostOrePerM3fub ?? 26_900) : null,
      form === 'skogsvard' ? (input.silviculturePriceOrePerHa ?? 300_000) : null,
      input.paymentForm ?? 'direkt',
      input.signedOn === undefined ? '2026-03-01' : input.signedOn,
      input.validUntil === undefined ? '2028-12-31' : input.validUntil,
    ],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  for (const event of input.events ?? [{ step: 'kontrakt', on: input.signedOn ?? '2026-03-01' }]) {
    await db.query(
      'INSERT INTO contract_event (contract_id, step, occurred_on, note) VALUES ($1, $2, $3, $4)',
      [row.id, event.step, event.on, event.note ?? ''],
    );
  }
  return { id: row.id, number, stakeholderId: owner.id };
}

/** The stands' polygons as one MultiPolygon, and their productive area in hectares with one decimal. */
async function standsArea(db: Queryable, estateId: string, numbers: readonly number[]) {
  const stands = await db.query<{
    geometry: { type: 'Polygon'; coordinates: number[][][] };
    area_m2: number;
  }>(
    'SELECT geometry, productive_area_m2 AS area_m2 FROM stand WHERE estate_id = $1 AND number = ANY($2::int[]) ORDER BY number',
    [estateId, numbers],
  );
  if (stands.length !== numbers.length) throw new Error('A contract names a stand the estate does not have');
  const areaM2 = stands.reduce((sum, stand) => sum + stand.area_m2, 0);
  return {
    areaHa: Math.round(areaM2 / 1000) / 10,
    geometry: { type: 'MultiPolygon', coordinates: stands.map((stand) => stand.geometry.coordinates) },
  };
}

export interface SettlementRowInput {
  readonly species: 'tall' | 'gran' | 'bjork' | 'ovrigt-lov' | 'barr';
  readonly assortment: 'sagtimmer' | 'klentimmer' | 'massaved' | 'bransleved' | 'vrak';
  readonly volumeM3fub: number;
  readonly priceOrePerM3fub: number;
}

/**
 * A settlement of `contract`, its rows, and the likvid booked to `account` on `paidOn` (the settlement day
 * unless told). Totals come from contracts/settlement-math.ts. `net_ore` is what the note says is due, moms
 * included; a payment plan is credited without the moms, which its payouts carry.
 */
export async function insertSettlement(
  db: Queryable,
  contract: ContractRow,
  account: AccountRow,
  input: {
    number?: string;
    kind?: 'dellikvid' | 'slutlikvid';
    settledOn: string;
    paidOn?: string;
    rows: readonly SettlementRowInput[];
    harvestingCostOrePerM3fub?: number;
    insatsRatePercent?: number;
    insatsRemainingOre?: number;
    vatRegistered?: boolean;
    bookingText?: string;
  },
): Promise<{ id: string; number: string; netOre: number; bookedOre: number; grossOre: number }> {
  const totals = settlementTotals({
    rows: input.rows,
    harvestingCostOrePerM3fub: input.harvestingCostOrePerM3fub ?? 0,
    insatsRatePercent: input.insatsRatePercent ?? 2,
    insatsRemainingOre: input.insatsRemainingOre ?? Number.MAX_SAFE_INTEGER,
    vatRegistered: input.vatRegistered ?? true,
  });
  // The payment plan holds the likvid without moms; moms is paid with each payout (docs/domain.md 3).
  const bookedOre = account.kind === 'betalningsplan' ? totals.netOre - totals.vatOre : totals.netOre;
  const number = input.number ?? `AVR-${String(900_000 + next())}`;
  const kind = input.kind ?? 'slutlikvid';
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO settlement (contract_id, stakeholder_id, number, kind, settled_on, harvesting_cost_ore,
       insats_deduction_ore, vat_ore, net_ore, paid_to)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      contract.id,
      contract.stakeholderId,
      number,
      kind,
      input.settledOn,
      totals.harvestingCostOre,
      totals.insatsDeductionOre,
      totals.vatOre,
      totals.netOre,
      account.kind,
    ],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  for (const [index, settlementRow] of input.rows.entries()) {
    await db.query(
      `INSERT INTO settlement_row (settlement_id, sort_order, species, assortment, volume_m3fub,
         price_ore_per_m3fub, amount_ore) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        row.id,
        index + 1,
        settlementRow.species,
        settlementRow.assortment,
        settlementRow.volumeM3fub,
        settlementRow.priceOrePerM3fub,
        totals.rowAmountsOre[index],
      ],
    );
  }
  await insertBooking(db, account, {
    bookedOn: input.paidOn ?? input.settledOn,
    kind: kind === 'dellikvid' ? 'dellikvid' : 'likvid',
    text: input.bookingText ?? `Likvid enligt avräkning ${number}`,
    amountOre: bookedOre,
    settlementId: row.id,
  });
  return { id: row.id, number, netOre: totals.netOre, bookedOre, grossOre: totals.grossOre };
}

export type DocumentSource =
  | { kind: 'settlement'; settlementId: string }
  | { kind: 'contract'; contractId: string }
  | { kind: 'forest-plan'; estateId: string }
  | { kind: 'annual-statement'; year: number }
  | { kind: 'mandate'; delegatedRightId: string };

export async function insertDocument(
  db: Queryable,
  owner: { readonly id: string },
  source: DocumentSource,
  input: { title: string; issuedOn: string; createdAt?: Date },
): Promise<{ id: string }> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO document (stakeholder_id, kind, title, issued_on, settlement_id, contract_id, estate_id,
       statement_year, delegated_right_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      owner.id,
      source.kind,
      input.title,
      input.issuedOn,
      source.kind === 'settlement' ? source.settlementId : null,
      source.kind === 'contract' ? source.contractId : null,
      source.kind === 'forest-plan' ? source.estateId : null,
      source.kind === 'annual-statement' ? source.year : null,
      source.kind === 'mandate' ? source.delegatedRightId : null,
      input.createdAt ?? new Date(`${input.issuedOn}T07:00:00Z`),
    ],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return row;
}
