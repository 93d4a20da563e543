import * as z from 'zod/mini';
import { parseScaled } from './decimal-number.js';
import { PolygonSchema } from './geometry.js';

/**
 * Forest services: the catalogue, its price models, the member's recommended stands, and the
 * order draft both the price estimate and the cart take. Prices are integer öre excluding VAT; the server
 * prices every draft (the web never computes a price).
 */

/** The catalogue's services by URL name (`/skogligatjanster/{name}`). */
export const SERVICE_NAMES = [
  'plantering',
  'rojning',
  'markberedning',
  'gallring',
  'slutavverkning',
  'skogsbruksplan',
  'naturvard',
  'skogsvagar',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/**
 * How a service is priced (docs/domain.md 5): per hectare; per plant at a number of plants per hectare;
 * a price per plan plus per hectare; per metre of road; or a fixed price (0 for a free valuation).
 */
export const PRICE_MODELS = ['per-ha', 'per-plant', 'plan-plus-ha', 'per-metre', 'fixed'] as const;
export type PriceModel = (typeof PRICE_MODELS)[number];

/** The quantity a draft gives besides its area: plants per hectare, or metres of road. */
export const QuantitySchema = z.object({
  label: z.string(),
  unit: z.string(),
  min: z.number(),
  max: z.number(),
  default: z.number(),
});
export type Quantity = z.infer<typeof QuantitySchema>;

export const PriceSchema = z.object({
  model: z.enum(PRICE_MODELS),
  /** Per hectare, per plant, per metre, or the whole price for `fixed`. */
  unitPriceOre: z.number(),
  /** `plan-plus-ha`: the price per plan. */
  basePriceOre: z.nullable(z.number()),
  /** `per-plant` (plants per ha) and `per-metre` (metres): what the member states. */
  quantity: z.nullable(QuantitySchema),
  /** The smallest price of one order line, whatever the area (start-up cost). */
  minimumOre: z.number(),
  vatPercent: z.number(),
});
export type Price = z.infer<typeof PriceSchema>;

export const ServiceSchema = z.object({
  name: z.enum(SERVICE_NAMES),
  title: z.string(),
  summary: z.string(),
  /** Paragraphs on what the service is. */
  description: z.array(z.string()),
  /** When it suits the forest. */
  suitsWhen: z.array(z.string()),
  /** What happens after the order, step by step. */
  afterOrder: z.array(z.string()),
  price: PriceSchema,
  /** The stand actions of the forest plan (contracts/estates.ts STAND_ACTIONS) this service carries out. */
  forActions: z.array(z.string()),
});
export type Service = z.infer<typeof ServiceSchema>;

/** A stand of the member's own whose forest plan proposes what a service does. */
export const RecommendationSchema = z.object({
  serviceName: z.enum(SERVICE_NAMES),
  estateId: z.string(),
  estateDesignation: z.string(),
  standId: z.string(),
  standNumber: z.number(),
  areaHa: z.number(),
  /** Why, in words: "Röjningsskog (R2), 14 år, röjning föreslås 2027". */
  reason: z.string(),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

const AdvisorSchema = z.object({ name: z.string(), phone: z.nullable(z.string()), email: z.string() });
export type ServiceAdvisor = z.infer<typeof AdvisorSchema>;

/** `GET /api/services`: the catalogue, and for a forest owner the stands it suits (most urgent first). */
export const ServiceCatalogueSchema = z.object({
  services: z.array(ServiceSchema),
  recommendations: z.array(RecommendationSchema),
});
export type ServiceCatalogue = z.infer<typeof ServiceCatalogueSchema>;

/** A season the member would like the work done in. */
export const PreferredTimeSchema = z.object({ value: z.string(), label: z.string() });
export type PreferredTime = z.infer<typeof PreferredTimeSchema>;

/** `GET /api/services/{name}`: one service, its recommendations, the advisor who will call, the seasons. */
export const ServiceDetailsSchema = z.object({
  service: ServiceSchema,
  recommendations: z.array(RecommendationSchema),
  advisor: z.nullable(AdvisorSchema),
  preferredTimes: z.array(PreferredTimeSchema),
  /** Whether the signed-in user may order (flag on, a role that orders, estates to order for). */
  canOrder: z.boolean(),
});
export type ServiceDetails = z.infer<typeof ServiceDetailsSchema>;

// ---- Drafts and estimates --------------------------------------------------------------------------

export const MAX_WISHES_LENGTH = 1000;

/** The quantity as a member types it ("2 300"): a whole number, or undefined when it is not one. */
export const parseQuantity = (typed: string): number | undefined => parseScaled(typed, 0, 15);

/**
 * Why a draft's quantity is refused: the service takes none (its `limits` are null), it is missing, or it is
 * outside the service's limits. The order form, the cart line and the server all make this check.
 */
export function quantityProblem(
  limits: Quantity | null,
  quantity: number | null,
): 'notTaken' | 'missing' | 'outOfRange' | undefined {
  if (limits === null) return quantity === null ? undefined : 'notTaken';
  if (quantity === null) return 'missing';
  return quantity < limits.min || quantity > limits.max ? 'outOfRange' : undefined;
}
/** Most stands one order line may cover. */
export const MAX_STANDS = 50;

const messages = {
  estate: 'Välj vilken fastighet beställningen gäller.',
  stands: 'Välj minst en avdelning.',
  tooManyStands: `Välj högst ${MAX_STANDS} avdelningar.`,
  quantity: 'Skriv antalet som ett heltal.',
  wishesTooLong: `Skriv högst ${MAX_WISHES_LENGTH} tecken.`,
  preferredTime: 'Välj när du vill att arbetet görs.',
} as const;

/** The area of an order line: stands of the forest plan, or an area drawn on the map. */
export const OrderAreaSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('stands'),
    standIds: z
      .array(z.string())
      .check(z.minLength(1, messages.stands), z.maxLength(MAX_STANDS, messages.tooManyStands)),
  }),
  z.object({ kind: z.literal('drawn'), geometry: PolygonSchema }),
]);
export type OrderArea = z.infer<typeof OrderAreaSchema>;

/** `POST /api/services/{name}/estimate`: what the server prices. */
export const EstimateRequestSchema = z.object({
  estateId: z.string().check(z.minLength(1, messages.estate)),
  area: OrderAreaSchema,
  /** Plants per ha, or metres of road; null where the service takes none. */
  quantity: z.nullable(z.int(messages.quantity)),
});
export type EstimateRequest = z.infer<typeof EstimateRequestSchema>;

export const EstimateLineSchema = z.object({
  text: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unitPriceOre: z.number(),
  amountOre: z.number(),
});

export const EstimateSchema = z.object({
  /** The area priced, hectares with two decimals (drawn areas measured on the server). */
  areaHa: z.number(),
  lines: z.array(EstimateLineSchema),
  netOre: z.number(),
  vatOre: z.number(),
  totalOre: z.number(),
});
export type Estimate = z.infer<typeof EstimateSchema>;

/** An order line as the member fills it in: the cart's `POST /api/cart/items` and `PUT /api/cart/items/{id}`. */
export const OrderDraftSchema = z.object({
  ...EstimateRequestSchema.shape,
  serviceName: z.enum(SERVICE_NAMES),
  wishes: z.string().check(z.maxLength(MAX_WISHES_LENGTH, messages.wishesTooLong)),
  /** One of the service's `preferredTimes` values. */
  preferredTime: z.string().check(z.minLength(1, messages.preferredTime)),
});
export type OrderDraft = z.infer<typeof OrderDraftSchema>;
