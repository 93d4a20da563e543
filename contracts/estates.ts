import * as z from 'zod/mini';
import { AreaGeometrySchema } from './geometry.js';

/**
 * Estates (fastigheter) and their forest plan, stand by stand (avdelningar), as `docs/domain.md` 2
 * describes them. Areas in hectares with one decimal; volumes in m³sk.
 */

/** Development stage (Skogsstyrelsen's huggningsklasser). */
export const CUTTING_CLASSES = [
  'K1',
  'K2',
  'R1',
  'R2',
  'G1',
  'G2',
  'S1',
  'S2',
  'S3',
  'E1',
  'E2',
  'E3',
] as const;
export type CuttingClass = (typeof CUTTING_CLASSES)[number];

/** Goal class of a green forest plan (målklass). */
export const GOAL_CLASSES = ['PG', 'PF', 'K', 'NS', 'NO'] as const;
export type GoalClass = (typeof GOAL_CLASSES)[number];

/** Proposed action of the plan (åtgärdsförslag). */
export const STAND_ACTIONS = [
  'Ingen',
  'Plantering',
  'Markberedning',
  'Röjning',
  'Gallring',
  'Slutavverkning',
  'Naturvårdsåtgärd',
] as const;
export type StandAction = (typeof STAND_ACTIONS)[number];

/** The actions whose timing a rolled-forward plan judges (docs/forest-growth.md 6). */
export const MODELLED_ACTIONS = [
  'Röjning',
  'Gallring',
  'Slutavverkning',
] as const satisfies readonly StandAction[];
export type ModelledAction = (typeof MODELLED_ACTIONS)[number];

/** What a stand has reached when its rolled-forward plan finds the action due, as the member reads it. */
export const ACTION_REACHED: Readonly<Record<ModelledAction, string>> = {
  Röjning: 'har nått röjningshöjd',
  Gallring: 'har nått gallringsålder',
  Slutavverkning: 'har nått slutavverkningsålder',
};

/** Age classes a plan summary shows area per, in years: 0–20, 21–40, ... 121+. */
export const AGE_CLASSES = ['0–20', '21–40', '41–60', '61–80', '81–100', '101–120', '121+'] as const;
export type AgeClass = (typeof AGE_CLASSES)[number];

/**
 * A stand's figures as its estate's plan is rolled forward (docs/forest-growth.md 10), in the year of the
 * estate's `rolledForwardTo`: what stands in the forest then, after the work done since the inventory.
 */
export const StandRolledForwardSchema = z.object({
  /** The year these figures are for: the year of the estate's `rolledForwardTo`. */
  year: z.number(),
  /** Years. */
  age: z.number(),
  /** Övre höjd and medelhöjd, metres with one decimal. */
  dominantHeight: z.number(),
  meanHeight: z.number(),
  /** m³sk per hectare, and for the whole stand. */
  volumePerHa: z.number(),
  volumeTotal: z.number(),
  /** Löpande tillväxt, m³sk per hectare and year. */
  growthPerHa: z.number(),
  cuttingClass: z.enum(CUTTING_CLASSES),
  /**
   * The next action: röjning, gallring or slutavverkning as the roll finds it due (a year up to the rolled
   * year: reached; later: still to come), else the plan's own proposal; null when there is none.
   */
  nextAction: z.nullable(z.enum(STAND_ACTIONS)),
  nextActionYear: z.nullable(z.number()),
  /** The latest work done on the stand since the inventory (a done order, a finished contract); null if none. */
  lastWork: z.nullable(z.object({ action: z.enum(STAND_ACTIONS), year: z.number() })),
});
export type StandRolledForward = z.infer<typeof StandRolledForwardSchema>;

export const StandSchema = z.object({
  id: z.string(),
  estateId: z.string(),
  /** Avdelningsnummer, 1…n within the estate. */
  number: z.number(),
  /** The stand's productive forest land, which its volumes and the work ordered on it are reckoned on. */
  areaHa: z.number(),
  /** The rest of its area: bog, rock and other land where no forest is reckoned (0 for most stands). */
  impedimentHa: z.number(),
  /** Years. */
  age: z.number(),
  /** Ståndortsindex, e.g. "G28". */
  siteIndex: z.string(),
  cuttingClass: z.enum(CUTTING_CLASSES),
  goalClass: z.enum(GOAL_CLASSES),
  /** Share of the volume per species group, in per cent; sums to 100. */
  species: z.object({ pine: z.number(), spruce: z.number(), deciduous: z.number() }),
  /** m³sk per hectare, and for the whole stand. */
  volumePerHa: z.number(),
  volumeTotal: z.number(),
  /** Löpande tillväxt, m³sk per hectare and year. */
  growthPerHa: z.number(),
  proposedAction: z.enum(STAND_ACTIONS),
  /** The year the action is proposed for; null with 'Ingen'. */
  proposedYear: z.nullable(z.number()),
  geometry: AreaGeometrySchema,
  /** The figures above are as inventoried; these as rolled forward. Null while the plan is not rolled. */
  rolledForward: z.nullable(StandRolledForwardSchema),
  /**
   * The work ordered for the stand and not yet done: open service orders ("SO-2026-001001") and signed
   * harvest or silviculture contracts not yet carried out ("AU-2026-12544"), by the action they do.
   */
  ordered: z.array(z.object({ action: z.enum(STAND_ACTIONS), number: z.string() })),
  /** The stand now in words, as every screen shows it (`standStateLine`): "G2, 65 år · Gallring 2029". */
  stateLine: z.string(),
  /** Its next action in words (`nextActionText`): "Gallring, dags sedan 2029"; null when there is none. */
  nextActionText: z.nullable(z.string()),
});
export type Stand = z.infer<typeof StandSchema>;

/**
 * A plan's summary: area and volume per huggningsklass, area per age class. Areas are productive forest
 * land, and each table's rows add up to `areaHa`.
 */
export const StandsSummarySchema = z.object({
  standCount: z.number(),
  areaHa: z.number(),
  volumeTotal: z.number(),
  byCuttingClass: z.array(
    z.object({ cuttingClass: z.enum(CUTTING_CLASSES), areaHa: z.number(), volume: z.number() }),
  ),
  byAgeClass: z.array(z.object({ ageClass: z.enum(AGE_CLASSES), areaHa: z.number() })),
});
export type StandsSummary = z.infer<typeof StandsSummarySchema>;

export const EstateCoOwnerSchema = z.object({
  name: z.string(),
  shareNumerator: z.number(),
  shareDenominator: z.number(),
});

/** One estate in `Ir/GetAllEstates`. */
export const EstateSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  /** Fastighetsbeteckning, e.g. "Uppsala Ekeby 2:7". */
  designation: z.string(),
  municipality: z.string(),
  county: z.string(),
  totalAreaHa: z.number(),
  productiveAreaHa: z.number(),
  /** The member's share of the estate. */
  shareNumerator: z.number(),
  shareDenominator: z.number(),
  coOwners: z.array(EstateCoOwnerSchema),
  /** The property boundary; null when the association has none on file. */
  boundary: z.nullable(AreaGeometrySchema),
  /** Null when the estate has no forest plan. As inventoried. */
  stands: z.nullable(StandsSummarySchema),
  /** The day the plan's stands were inventoried (YYYY-MM-DD); null without a plan, or when it is unknown. */
  inventoryDate: z.nullable(z.string()),
  /** The day (a 1 September) the plan's figures are rolled forward to; null while they are not. */
  rolledForwardTo: z.nullable(z.string()),
  /** The plan's summary as rolled forward; null while it is not. */
  rolledForwardStands: z.nullable(StandsSummarySchema),
});
export type Estate = z.infer<typeof EstateSchema>;

/** `GET /api/Ir/GetAllEstates` (docs/portal.md 5): the estates of whom the session acts for; 204 if none. */
export const AllEstatesSchema = z.object({ estates: z.array(EstateSchema) });
export type AllEstates = z.infer<typeof AllEstatesSchema>;

/** `GET /api/estates/{estateId}/stands`: the forest plan's stands of one estate; 204 when it has no plan. */
export const StandListSchema = z.object({ stands: z.array(StandSchema) });
export type StandList = z.infer<typeof StandListSchema>;

/**
 * How a stand's present state reads, on every screen and in the server's texts alike (docs/forest-growth.md
 * 10.4): its class and age and its next action, as rolled forward where the plan is, else as inventoried.
 */

type StandNowSource = Pick<
  Stand,
  'age' | 'cuttingClass' | 'proposedAction' | 'proposedYear' | 'rolledForward' | 'ordered'
>;

/** The class, age, next action and its year the stand has now: the roll's, else the inventory's. */
export function standNow(stand: StandNowSource): {
  cuttingClass: CuttingClass;
  age: number;
  action: StandAction | null;
  year: number | null;
} {
  const rolled = stand.rolledForward;
  if (rolled !== null) {
    return {
      cuttingClass: rolled.cuttingClass,
      age: rolled.age,
      action: rolled.nextAction,
      year: rolled.nextActionYear,
    };
  }
  return {
    cuttingClass: stand.cuttingClass,
    age: stand.age,
    action: stand.proposedAction === 'Ingen' ? null : stand.proposedAction,
    year: stand.proposedYear,
  };
}

const word = {
  ordered: (action: string, number: string) =>
    `${action}, ${number.startsWith('SO-') ? 'beställd' : 'avtalad'} ${number}`,
  dueSince: (action: string, year: number) => `${action}, dags sedan ${String(year)}`,
  dueNow: (action: string, year: number) => `${action}, dags ${String(year)}`,
  comes: (action: string, year: number) => `${action} ${String(year)}`,
  /** A final felling reached is allowed, not overdue: "Slutavverkning möjlig sedan 2019". */
  fellingSince: (year: number) => `Slutavverkning möjlig sedan ${String(year)}`,
  fellingFrom: (year: number) => `Slutavverkning möjlig från ${String(year)}`,
};

/** The open order or contract that does the stand's next action, if one does. */
export const orderFor = (stand: StandNowSource): string | null => {
  const { action } = standNow(stand);
  return stand.ordered.find((entry) => entry.action === action)?.number ?? null;
};

/**
 * The stand's next action in words: "Gallring, beställd SO-2026-001001" when an open order does it;
 * "Gallring, dags sedan 2021", "Röjning, dags 2026", "Gallring 2029" in a rolled plan (to its year), a
 * final felling reached being possible, not due ("Slutavverkning möjlig sedan 2019"); the plan's own
 * "Gallring 2029" when it is not rolled. Null when there is none.
 */
export function nextActionText(stand: StandNowSource): string | null {
  const { action, year } = standNow(stand);
  if (action === null) return null;
  const ordered = orderFor(stand);
  if (ordered !== null) return word.ordered(action, ordered);
  if (year === null) return action;
  const rolledYear = stand.rolledForward?.year ?? null;
  if (rolledYear === null || year > rolledYear) return word.comes(action, year);
  if (action === 'Slutavverkning') {
    return year < rolledYear ? word.fellingSince(year) : word.fellingFrom(year);
  }
  return year < rolledYear ? word.dueSince(action, year) : word.dueNow(action, year);
}

/** "G2, 65 år · Gallring, dags sedan 2029": the line a recommendation and the order form both show. */
export function standStateLine(stand: StandNowSource): string {
  const { cuttingClass, age } = standNow(stand);
  const next = nextActionText(stand);
  return `${cuttingClass}, ${String(age)} år` + (next === null ? '' : ` · ${next}`);
}

/** How overdue the next action is, in years before `year` (negative: still to come); null without one. */
export const overdueYears = (stand: StandNowSource, year: number): number | null => {
  const { action, year: due } = standNow(stand);
  return action === null || due === null ? null : year - due;
};
