import * as z from 'zod/mini';
import { AreaGeometrySchema } from './geometry.js';

/**
 * The member's harvest and silviculture contracts (docs/domain.md 4): the sale form, the operation, the
 * estate and area, volumes, prices, the settlements and the timeline of steps from quote to annual statement.
 * Money in whole öre, volumes in m³fub with two decimals, dates YYYY-MM-DD.
 */

export const CONTRACT_FORMS = [
  'rotpost',
  'avverkningsuppdrag',
  'leveransrotkop',
  'leveransvirke',
  'skogsvard',
] as const;
export type ContractForm = (typeof CONTRACT_FORMS)[number];

export const CONTRACT_FORM_LABELS: Record<ContractForm, string> = {
  rotpost: 'Rotpost',
  avverkningsuppdrag: 'Avverkningsuppdrag',
  leveransrotkop: 'Leveransrotköp',
  leveransvirke: 'Leveransvirke',
  skogsvard: 'Skogsvård',
};

/** One line per form, as docs/domain.md 4 explains them. */
export const CONTRACT_FORM_EXPLANATIONS: Record<ContractForm, string> = {
  rotpost:
    'Träden märks och mäts på rot. Du får ett fast pris när kontraktet skrivs, och köparen tar risken.',
  avverkningsuppdrag:
    'Vi avverkar åt dig. Du får betalt efter prislistan för den inmätta volymen, minus avverkningskostnaden.',
  leveransrotkop:
    'Vi avverkar och köper virket till ett fast pris per kubikmeter, per sortiment eller ett medelpris.',
  leveransvirke:
    'Du avverkar själv och kör fram virket till bilväg. Vi hämtar, mäter in vid industrin och betalar efter prislistan.',
  skogsvard:
    'Ett uppdrag att sköta skogen, till exempel markberedning, plantering eller röjning. Du betalar per hektar.',
};

export const CONTRACT_OPERATIONS = [
  'forsta-gallring',
  'gallring',
  'slutavverkning',
  'rojning',
  'markberedning',
  'plantering',
] as const;
export type ContractOperation = (typeof CONTRACT_OPERATIONS)[number];

export const CONTRACT_OPERATION_LABELS: Record<ContractOperation, string> = {
  'forsta-gallring': 'Första gallring',
  gallring: 'Gallring',
  slutavverkning: 'Slutavverkning',
  rojning: 'Röjning',
  markberedning: 'Markberedning',
  plantering: 'Plantering',
};

/** The twelve steps of docs/domain.md 4, in order. */
export const CONTRACT_STEPS = [
  'offert',
  'kontrakt',
  'anmalan',
  'traktdirektiv',
  'avverkning',
  'transport',
  'inmatning',
  'avrakning',
  'slutredovisning',
  'utbetalning',
  'atervaxt',
  'arsbesked',
] as const;
export type ContractStep = (typeof CONTRACT_STEPS)[number];

export const CONTRACT_STEP_LABELS: Record<ContractStep, string> = {
  offert: 'Offert',
  kontrakt: 'Kontrakt tecknat',
  anmalan: 'Avverkningsanmälan till Skogsstyrelsen',
  traktdirektiv: 'Traktdirektiv och karta till entreprenören',
  avverkning: 'Avverkning pågår',
  transport: 'Skotning och transport',
  inmatning: 'Inmätning vid industrin',
  avrakning: 'Avräkning',
  slutredovisning: 'Slutredovisning och uppföljning',
  utbetalning: 'Utbetalning',
  atervaxt: 'Återväxt',
  arsbesked: 'Årsbesked och efterlikvid',
};

/** A silviculture contract tells its steps in its own words. */
export const SILVICULTURE_STEP_LABELS: Partial<Record<ContractStep, string>> = {
  atervaxt: 'Arbetet utfört',
  slutredovisning: 'Slutredovisning och faktura',
};

export const stepLabel = (form: ContractForm, step: ContractStep): string =>
  (form === 'skogsvard' ? SILVICULTURE_STEP_LABELS[step] : undefined) ?? CONTRACT_STEP_LABELS[step];

/** Final felling of at least this many hectares must be reported to Skogsstyrelsen (avverkningsanmälan). */
export const NOTIFICATION_MIN_HA = 0.5;

const SILVICULTURE_STEPS: readonly ContractStep[] = ['offert', 'kontrakt', 'atervaxt', 'slutredovisning'];

/**
 * The steps a contract goes through, in order:
 * - silviculture (skogsvård): quote, contract, the work done, final account — no harvest steps;
 * - avverkningsanmälan only for final felling of at least 0.5 ha (never for thinning);
 * - återväxt only after final felling;
 * - leveransvirke: the owner fells, so no quote, no directive to a contractor and no follow-up of the felling;
 * - rotpost: measured on the stump at the fixed price, so no measurement at the mill.
 */
export function applicableSteps(
  form: ContractForm,
  operation: ContractOperation,
  areaHa: number,
): ContractStep[] {
  if (form === 'skogsvard') return [...SILVICULTURE_STEPS];
  const finalFelling = operation === 'slutavverkning';
  return CONTRACT_STEPS.filter((step) => {
    if (step === 'anmalan') return finalFelling && areaHa >= NOTIFICATION_MIN_HA;
    if (step === 'atervaxt') return finalFelling;
    if (
      form === 'leveransvirke' &&
      (step === 'offert' || step === 'traktdirektiv' || step === 'slutredovisning')
    )
      return false;
    if (form === 'rotpost' && step === 'inmatning') return false;
    return true;
  });
}

/** Once one of these is done the contract is finished (the harvest is accounted for or the work invoiced). */
export const FINISHING_STEPS: readonly ContractStep[] = [
  'slutredovisning',
  'utbetalning',
  'atervaxt',
  'arsbesked',
];

export interface StepEvent {
  readonly step: ContractStep;
  readonly on: string;
  readonly note: string;
}

export type TimelineState = 'done' | 'current' | 'skipped' | 'coming';

export interface TimelineStep {
  readonly step: ContractStep;
  readonly state: TimelineState;
  readonly on: string | null;
  readonly note: string;
}

/**
 * The timeline: every applicable step in order (plus any step that happened although the rules did not
 * expect it). The newest step (by day, then by order) is `current` — the contract's status; other steps
 * with a day are `done`; a step without a day before the current one was `skipped`; the rest are `coming`.
 */
export function contractTimeline(
  form: ContractForm,
  operation: ContractOperation,
  areaHa: number,
  events: readonly StepEvent[],
): TimelineStep[] {
  const byStep = new Map(events.map((event) => [event.step, event]));
  const applicable = new Set(applicableSteps(form, operation, areaHa));
  const order = form === 'skogsvard' ? [...SILVICULTURE_STEPS, ...CONTRACT_STEPS] : CONTRACT_STEPS;
  const steps = [...new Set(order)].filter((step) => applicable.has(step) || byStep.has(step));
  const current = newestStep(events, steps);
  const currentIndex = current === undefined ? -1 : steps.indexOf(current);
  return steps.map((step, index) => {
    const event = byStep.get(step);
    if (event !== undefined)
      return { step, state: step === current ? 'current' : 'done', on: event.on, note: event.note };
    return { step, state: index < currentIndex ? 'skipped' : 'coming', on: null, note: '' };
  });
}

function newestStep(events: readonly StepEvent[], order: readonly ContractStep[]): ContractStep | undefined {
  let newest: StepEvent | undefined;
  for (const event of events) {
    if (
      newest === undefined ||
      event.on > newest.on ||
      (event.on === newest.on && order.indexOf(event.step) > order.indexOf(newest.step))
    )
      newest = event;
  }
  return newest?.step;
}

/** The contract's status: its newest step, and whether it is finished. */
export function contractStatus(
  form: ContractForm,
  operation: ContractOperation,
  areaHa: number,
  events: readonly StepEvent[],
): { step: ContractStep | null; on: string | null; finished: boolean } {
  const current = contractTimeline(form, operation, areaHa, events).find((step) => step.state === 'current');
  return {
    step: current?.step ?? null,
    on: current?.on ?? null,
    finished: events.some((event) => FINISHING_STEPS.includes(event.step)),
  };
}

export const SETTLEMENT_SPECIES = ['tall', 'gran', 'bjork', 'ovrigt-lov', 'barr'] as const;
export const SETTLEMENT_SPECIES_LABELS: Record<(typeof SETTLEMENT_SPECIES)[number], string> = {
  tall: 'Tall',
  gran: 'Gran',
  bjork: 'Björk',
  'ovrigt-lov': 'Övrigt löv',
  barr: 'Barr',
};
export const SETTLEMENT_ASSORTMENTS = ['sagtimmer', 'klentimmer', 'massaved', 'bransleved', 'vrak'] as const;
export const SETTLEMENT_ASSORTMENT_LABELS: Record<(typeof SETTLEMENT_ASSORTMENTS)[number], string> = {
  sagtimmer: 'Sågtimmer',
  klentimmer: 'Klentimmer',
  massaved: 'Massaved',
  bransleved: 'Bränsleved',
  vrak: 'Vrak',
};

const SettlementRowSchema = z.object({
  species: z.enum(SETTLEMENT_SPECIES),
  assortment: z.enum(SETTLEMENT_ASSORTMENTS),
  volumeM3fub: z.number(),
  priceOrePerM3fub: z.number(),
  amountOre: z.number(),
});

export const ContractSettlementSchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(['dellikvid', 'slutlikvid']),
  settledOn: z.string(),
  volumeM3fub: z.number(),
  /** The timber value: the sum of the rows. */
  grossOre: z.number(),
  harvestingCostOre: z.number(),
  insatsDeductionOre: z.number(),
  vatOre: z.number(),
  /** What was paid out: gross − cost − insatsavdrag + moms. */
  netOre: z.number(),
  paidTo: z.enum(['merkonto', 'betalningsplan']),
  /** The avräkningsnota in the documents list, if there is one (`/api/documents/{id}/pdf`). */
  documentId: z.nullable(z.string()),
  rows: z.array(SettlementRowSchema),
});
export type ContractSettlement = z.infer<typeof ContractSettlementSchema>;

export const TimelineStepSchema = z.object({
  step: z.enum(CONTRACT_STEPS),
  state: z.enum(['done', 'current', 'skipped', 'coming']),
  on: z.nullable(z.string()),
  note: z.string(),
});

export const HarvestContractSchema = z.object({
  id: z.string(),
  number: z.string(),
  form: z.enum(CONTRACT_FORMS),
  operation: z.enum(CONTRACT_OPERATIONS),
  estate: z.object({ id: z.string(), designation: z.string() }),
  areaHa: z.number(),
  /**
   * The contract's area on the map (SWEREF 99 TM); absent when none was drawn (optional, not nullable: a
   * nullable union has no JSON Schema type for the response validators).
   */
  geometry: z.optional(AreaGeometrySchema),
  estimatedVolumeM3fub: z.nullable(z.number()),
  /** The sum of the settlement rows; null before anything is measured. */
  measuredVolumeM3fub: z.nullable(z.number()),
  priceList: z.nullable(z.string()),
  harvestingCostOrePerM3fub: z.nullable(z.number()),
  fixedPriceOre: z.nullable(z.number()),
  silviculturePriceOrePerHa: z.nullable(z.number()),
  paymentForm: z.enum(['direkt', 'betalningsplan']),
  signedOn: z.nullable(z.string()),
  validUntil: z.nullable(z.string()),
  status: z.object({
    step: z.nullable(z.enum(CONTRACT_STEPS)),
    on: z.nullable(z.string()),
    finished: z.boolean(),
  }),
  /** The signed contract in the documents list, if there is one. */
  documentId: z.nullable(z.string()),
  settlements: z.array(ContractSettlementSchema),
  /** Null while the contractTimeline flag is off. */
  timeline: z.nullable(z.array(TimelineStepSchema)),
});
export type HarvestContract = z.infer<typeof HarvestContractSchema>;

/** `GET /api/contracts`: open contracts first, then by signing day, newest first; 204 when none. */
export const HarvestContractsSchema = z.object({ contracts: z.array(HarvestContractSchema) });
export type HarvestContracts = z.infer<typeof HarvestContractsSchema>;
