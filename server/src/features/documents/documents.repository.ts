import type { DocumentKind } from '#contracts/document-kinds';
import { hectares } from '#contracts/geometry';
import type { CuttingClass } from '#contracts/estates';
import type { Queryable } from '../../db/database.js';
import { standVolume } from '../../forest-state/stands-now.repository.js';
import { summariseStands } from '../../forest-state/stands-summary.js';
import { oreFromBigint } from '../../lib/ore.js';
import type { Actor } from '../../plugins/actor.js';
import type { EstateFilter } from '../../plugins/estate-scope.js';
import { findStakeholder } from '../../stakeholders/stakeholders.js';

export interface DocumentRow {
  readonly id: string;
  readonly kind: DocumentKind;
  readonly title: string;
  readonly issuedOn: string;
  readonly settlementId: string | null;
  readonly contractId: string | null;
  readonly estateId: string | null;
  readonly statementYear: number | null;
  readonly delegatedRightId: string | null;
}

type RawDocument = {
  id: string;
  kind: DocumentKind;
  title: string;
  issued_on: string;
  settlement_id: string | null;
  contract_id: string | null;
  estate_id: string | null;
  statement_year: number | null;
  delegated_right_id: string | null;
};

const toDocument = (row: RawDocument): DocumentRow => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  issuedOn: row.issued_on,
  settlementId: row.settlement_id,
  contractId: row.contract_id,
  estateId: row.estate_id,
  statementYear: row.statement_year,
  delegatedRightId: row.delegated_right_id,
});

/** Who reads: the member's documents, and for a representative (`estates` set) only what they may see. */
export interface DocumentReader extends Actor {
  /** `null` shows all the member's estates' documents; a list only those (a representative's mandate). */
  readonly estates: EstateFilter;
}

/**
 * A member's documents ($1 the member, $2 the estate filter, $3 the reading person), with the estate each
 * is about (a settlement's through its contract) so that a representative whose mandate covers some
 * estates sees only theirs. Statements concern no estate and show to everyone acting for the member; of
 * the mandates the member gave, a representative sees only the one they hold.
 */
const SCOPED_DOCUMENTS = `
  SELECT d.id, d.kind, d.title, to_char(d.issued_on, 'YYYY-MM-DD') AS issued_on, d.settlement_id,
         d.contract_id, d.estate_id, d.statement_year, d.delegated_right_id, d.created_at
    FROM document d
    LEFT JOIN settlement s ON s.id = d.settlement_id
    LEFT JOIN harvest_contract c ON c.id = COALESCE(d.contract_id, s.contract_id)
    LEFT JOIN delegated_right r ON r.id = d.delegated_right_id
   WHERE d.stakeholder_id = $1
     AND ($2::uuid[] IS NULL OR COALESCE(d.estate_id, c.estate_id) IS NULL
          OR COALESCE(d.estate_id, c.estate_id) = ANY($2::uuid[]))
     AND ($2::uuid[] IS NULL OR d.kind <> 'mandate' OR r.grantee_person_id = $3::uuid)`;

const scopeOf = (reader: DocumentReader) => [reader.stakeholderId, reader.estates, reader.personId];

const num = (text: string): number => Number(text);

export function createDocumentsRepository(db: Queryable) {
  return {
    async list(
      reader: DocumentReader,
      filter: { kind?: DocumentKind; year?: number },
    ): Promise<DocumentRow[]> {
      const rows = await db.query<RawDocument>(
        `SELECT * FROM (${SCOPED_DOCUMENTS}) d
          WHERE ($4::text IS NULL OR d.kind = $4)
            AND ($5::int IS NULL OR (d.issued_on::date >= make_date($5::int, 1, 1)
                                     AND d.issued_on::date < make_date($5::int + 1, 1, 1)))
          ORDER BY d.issued_on DESC, d.created_at DESC, d.id`,
        [...scopeOf(reader), filter.kind ?? null, filter.year ?? null],
      );
      return rows.map(toDocument);
    },

    /** The kinds and issue years of all the member's documents, for the filters. */
    async facets(reader: DocumentReader) {
      const rows = await db.query<{ kind: DocumentKind; year: number }>(
        `SELECT DISTINCT d.kind, extract(year FROM d.issued_on::date)::int AS year
           FROM (${SCOPED_DOCUMENTS}) d`,
        scopeOf(reader),
      );
      return {
        kinds: [...new Set(rows.map((row) => row.kind))],
        years: [...new Set(rows.map((row) => row.year))].sort((a, b) => b - a),
      };
    },

    async find(reader: DocumentReader, id: string): Promise<DocumentRow | undefined> {
      const [row] = await db.query<RawDocument>(`SELECT * FROM (${SCOPED_DOCUMENTS}) d WHERE d.id = $4`, [
        ...scopeOf(reader),
        id,
      ]);
      return row && toDocument(row);
    },

    /** Inserts a document unless the member already has that year's statement; the new id, or undefined. */
    async insert(
      stakeholderId: string,
      source: { kind: 'annual-statement'; year: number },
      input: { title: string; issuedOn: string; createdAt: Date },
    ): Promise<string | undefined> {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO document (stakeholder_id, kind, title, issued_on, statement_year, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (stakeholder_id, statement_year) WHERE kind = 'annual-statement' DO NOTHING
         RETURNING id`,
        [stakeholderId, source.kind, input.title, input.issuedOn, source.year, input.createdAt],
      );
      return row?.id;
    },

    /**
     * Stakeholders after `after` (in id order) with an account opened by the end of `year` and no statement
     * for it yet. Going on from the last one found keeps each batch as cheap as the first.
     */
    async lackingStatement(year: number, after: string, limit: number): Promise<string[]> {
      const rows = await db.query<{ stakeholder_id: string }>(
        `SELECT DISTINCT a.stakeholder_id FROM account a
          WHERE a.stakeholder_id > $2 AND a.opened_on <= make_date($1::int, 12, 31)
            AND NOT EXISTS (SELECT 1 FROM document d WHERE d.stakeholder_id = a.stakeholder_id
                              AND d.kind = 'annual-statement' AND d.statement_year = $1)
          ORDER BY a.stakeholder_id LIMIT $3`,
        [year, after, limit],
      );
      return rows.map((row) => row.stakeholder_id);
    },

    stakeholder: (id: string) => findStakeholder(db, id),

    async settlement(id: string) {
      const [row] = await db.query<{
        id: string;
        stakeholder_id: string;
        number: string;
        kind: 'dellikvid' | 'slutlikvid';
        settled_on: string;
        harvesting_cost_ore: string;
        insats_deduction_ore: string;
        vat_ore: string;
        net_ore: string;
        paid_to: 'merkonto' | 'betalningsplan';
        contract_number: string;
        form: string;
        operation: string;
        price_list: string | null;
        cost_per_m3fub: string | null;
        designation: string;
        municipality: string;
      }>(
        `SELECT s.id, s.stakeholder_id, s.number, s.kind, to_char(s.settled_on, 'YYYY-MM-DD') AS settled_on,
                s.harvesting_cost_ore::text AS harvesting_cost_ore,
                s.insats_deduction_ore::text AS insats_deduction_ore, s.vat_ore::text AS vat_ore,
                s.net_ore::text AS net_ore, s.paid_to, c.number AS contract_number, c.form, c.operation,
                c.price_list, c.harvesting_cost_ore_per_m3fub::text AS cost_per_m3fub, e.designation,
                e.municipality
           FROM settlement s
           JOIN harvest_contract c ON c.id = s.contract_id
           JOIN estate e ON e.id = c.estate_id
          WHERE s.id = $1`,
        [id],
      );
      if (row === undefined) return undefined;
      const rows = await db.query<{
        species: string;
        assortment: string;
        volume: string;
        price: string;
        amount: string;
      }>(
        `SELECT species, assortment, volume_m3fub::text AS volume, price_ore_per_m3fub::text AS price,
                amount_ore::text AS amount
           FROM settlement_row WHERE settlement_id = $1 ORDER BY sort_order`,
        [id],
      );
      const bookings = await db.query<{
        booked_on: string;
        amount: string;
        account_id: string;
        account_number: string;
        account_kind: 'merkonto' | 'betalningsplan';
      }>(
        `SELECT to_char(b.booked_on, 'YYYY-MM-DD') AS booked_on, b.amount_ore::text AS amount,
                a.id AS account_id, a.number AS account_number, a.kind AS account_kind
           FROM booking b JOIN account a ON a.id = b.account_id
          WHERE b.settlement_id = $1 ORDER BY b.booked_on, b.id`,
        [id],
      );
      const planAccount = bookings.find((booking) => booking.account_kind === 'betalningsplan')?.account_id;
      const payouts =
        planAccount === undefined
          ? []
          : await db.query<{ due_on: string; amount: string; status: 'planned' | 'paid' }>(
              `SELECT to_char(due_on, 'YYYY-MM-DD') AS due_on, amount_ore::text AS amount, status
                 FROM planned_payout WHERE account_id = $1 ORDER BY due_on`,
              [planAccount],
            );
      return {
        number: row.number,
        stakeholderId: row.stakeholder_id,
        kind: row.kind,
        settledOn: row.settled_on,
        harvestingCostOre: oreFromBigint(row.harvesting_cost_ore),
        insatsDeductionOre: oreFromBigint(row.insats_deduction_ore),
        vatOre: oreFromBigint(row.vat_ore),
        netOre: oreFromBigint(row.net_ore),
        paidTo: row.paid_to,
        contract: {
          number: row.contract_number,
          form: row.form,
          operation: row.operation,
          priceList: row.price_list,
          costOrePerM3fub: row.cost_per_m3fub === null ? null : oreFromBigint(row.cost_per_m3fub),
        },
        estate: { designation: row.designation, municipality: row.municipality },
        rows: rows.map((r) => ({
          species: r.species,
          assortment: r.assortment,
          volumeM3fub: num(r.volume),
          priceOrePerM3fub: oreFromBigint(r.price),
          amountOre: oreFromBigint(r.amount),
        })),
        bookings: bookings.map((b) => ({
          bookedOn: b.booked_on,
          amountOre: oreFromBigint(b.amount),
          accountNumber: b.account_number,
          accountKind: b.account_kind,
        })),
        payouts: payouts.map((p) => ({
          dueOn: p.due_on,
          amountOre: oreFromBigint(p.amount),
          status: p.status,
        })),
      };
    },

    async contract(id: string) {
      const [row] = await db.query<{
        stakeholder_id: string;
        number: string;
        form: string;
        operation: string;
        area_ha: string;
        volume: string | null;
        price_list: string | null;
        fixed_price: string | null;
        cost_per_m3fub: string | null;
        price_per_ha: string | null;
        payment_form: 'direkt' | 'betalningsplan';
        signed_on: string | null;
        valid_until: string | null;
        designation: string;
        municipality: string;
        county: string;
      }>(
        `SELECT c.stakeholder_id, c.number, c.form, c.operation, c.area_ha::text AS area_ha,
                c.estimated_volume_m3fub::text AS volume, c.price_list, c.fixed_price_ore::text AS fixed_price,
                c.harvesting_cost_ore_per_m3fub::text AS cost_per_m3fub,
                c.silviculture_price_ore_per_ha::text AS price_per_ha, c.payment_form,
                to_char(c.signed_on, 'YYYY-MM-DD') AS signed_on, to_char(c.valid_until, 'YYYY-MM-DD') AS valid_until,
                e.designation, e.municipality, e.county
           FROM harvest_contract c JOIN estate e ON e.id = c.estate_id WHERE c.id = $1`,
        [id],
      );
      if (row === undefined) return undefined;
      const events = await db.query<{ step: string; occurred_on: string; note: string }>(
        `SELECT step, to_char(occurred_on, 'YYYY-MM-DD') AS occurred_on, note FROM contract_event
          WHERE contract_id = $1 ORDER BY occurred_on, step`,
        [id],
      );
      const settlements = await db.query<{ number: string; settled_on: string; net: string }>(
        `SELECT number, to_char(settled_on, 'YYYY-MM-DD') AS settled_on, net_ore::text AS net FROM settlement
          WHERE contract_id = $1 ORDER BY settled_on, number`,
        [id],
      );
      const ore = (text: string | null) => (text === null ? null : oreFromBigint(text));
      return {
        stakeholderId: row.stakeholder_id,
        number: row.number,
        form: row.form,
        operation: row.operation,
        areaHa: num(row.area_ha),
        estimatedVolumeM3fub: row.volume === null ? null : num(row.volume),
        priceList: row.price_list,
        fixedPriceOre: ore(row.fixed_price),
        costOrePerM3fub: ore(row.cost_per_m3fub),
        pricePerHaOre: ore(row.price_per_ha),
        paymentForm: row.payment_form,
        signedOn: row.signed_on,
        validUntil: row.valid_until,
        estate: { designation: row.designation, municipality: row.municipality, county: row.county },
        events: events.map((e) => ({ step: e.step, on: e.occurred_on, note: e.note })),
        settlements: settlements.map((s) => ({
          number: s.number,
          on: s.settled_on,
          netOre: oreFromBigint(s.net),
        })),
      };
    },

    async forestPlan(estateId: string) {
      const [estate] = await db.query<{
        designation: string;
        municipality: string;
        county: string;
        total: string;
        productive: string;
      }>(
        `SELECT designation, municipality, county, total_area_ha::text AS total,
                productive_area_ha::text AS productive FROM estate WHERE id = $1`,
        [estateId],
      );
      if (estate === undefined) return undefined;
      const stands = await db.query<{
        number: number;
        area_m2: number;
        productive_area_m2: number;
        age: number;
        site_index: string;
        cutting_class: CuttingClass;
        goal_class: string;
        pine_percent: number;
        spruce_percent: number;
        deciduous_percent: number;
        volume_per_ha: number;
        growth_per_ha: string;
        proposed_action: string;
        proposed_year: number | null;
      }>(
        `SELECT number, area_m2, productive_area_m2, age, site_index, cutting_class, goal_class, pine_percent,
                spruce_percent,
                deciduous_percent, volume_per_ha, growth_per_ha::text AS growth_per_ha, proposed_action,
                proposed_year
           FROM stand WHERE estate_id = $1 ORDER BY number`,
        [estateId],
      );
      return {
        designation: estate.designation,
        municipality: estate.municipality,
        county: estate.county,
        totalAreaHa: num(estate.total),
        productiveAreaHa: num(estate.productive),
        /** The stands' productive area and the plan's summary, made as the estates page makes them. */
        standsAreaHa: hectares(stands.reduce((sum, s) => sum + s.productive_area_m2, 0)),
        summary: summariseStands(
          stands.map((s) => ({ ...s, estate_id: estateId, area_m2: s.productive_area_m2 })),
        ),
        stands: stands.map((s) => ({
          number: s.number,
          areaHa: hectares(s.productive_area_m2),
          impedimentHa: hectares(s.area_m2 - s.productive_area_m2),
          volumeTotal: standVolume({ areaM2: s.productive_area_m2, volumePerHa: s.volume_per_ha }),
          age: s.age,
          siteIndex: s.site_index,
          cuttingClass: s.cutting_class,
          goalClass: s.goal_class,
          pinePercent: s.pine_percent,
          sprucePercent: s.spruce_percent,
          deciduousPercent: s.deciduous_percent,
          volumePerHa: s.volume_per_ha,
          growthPerHa: num(s.growth_per_ha),
          proposedAction: s.proposed_action,
          proposedYear: s.proposed_year,
        })),
      };
    },
  };
}

type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
export type SettlementNoteData = NonNullable<Awaited<ReturnType<DocumentsRepository['settlement']>>>;
export type ContractDocumentData = NonNullable<Awaited<ReturnType<DocumentsRepository['contract']>>>;
export type ForestPlanData = NonNullable<Awaited<ReturnType<DocumentsRepository['forestPlan']>>>;
