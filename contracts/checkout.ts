import * as z from 'zod/mini';
import { ACTOR_ROLES } from './actor-role.js';
import { contactDetailChecks } from './contact-details.js';
import { PolygonSchema } from './geometry.js';
import { ORDER_STEPS, OrderStepSchema } from './order-steps.js';
import { EstimateSchema, SERVICE_NAMES } from './services.js';
import { SignatureSchema } from './signing.js';

/**
 * The cart, checkout and orders. The cart is stored on the server per stakeholder: it survives
 * logout and another device, and only a placed order empties it. An order is placed with an Idempotency-Key
 * and the ids of the cart items the member reviewed, so a cart changed elsewhere is never ordered unseen.
 */

/** Who put a line in the cart or placed the order: the member, or staff (an Editor) on their behalf. */
export const DoneBySchema = z.object({ name: z.string(), onBehalf: z.boolean() });
export type DoneBy = z.infer<typeof DoneBySchema>;

export const CartItemSchema = z.object({
  id: z.string(),
  serviceName: z.enum(SERVICE_NAMES),
  serviceTitle: z.string(),
  estateId: z.string(),
  estateDesignation: z.string(),
  area: z.object({
    kind: z.enum(['stands', 'drawn']),
    /** `stands`: the stands' ids and numbers; empty for a drawn area. */
    standIds: z.array(z.string()),
    standNumbers: z.array(z.number()),
    /** `drawn`: the outline, GeoJSON Polygon in SWEREF 99 TM; null for stands. */
    geometry: z.nullable(PolygonSchema),
    areaHa: z.number(),
  }),
  quantity: z.nullable(z.number()),
  /** "2 300 plantor/ha", "450 m"; null without a quantity. */
  quantityText: z.nullable(z.string()),
  wishes: z.string(),
  preferredTime: z.string(),
  preferredTimeLabel: z.string(),
  estimate: EstimateSchema,
  addedBy: DoneBySchema,
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** The member's contact details for the order, prefilled from the profile. */
export const OrderContactSchema = z.object({
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
});
export type OrderContact = z.infer<typeof OrderContactSchema>;

/** `GET /api/cart`. */
export const CartSchema = z.object({
  items: z.array(CartItemSchema),
  netOre: z.number(),
  vatOre: z.number(),
  totalOre: z.number(),
  contact: OrderContactSchema,
  /** The version of the order terms the checkout shows and the order records. */
  termsVersion: z.string(),
});
export type Cart = z.infer<typeof CartSchema>;

/** `GET /api/cart/count`: the badge in the header and the cart pop-up on the map. */
export const CartCountSchema = z.object({ count: z.number() });
export type CartCount = z.infer<typeof CartCountSchema>;

/** The longest message to the advisor an order may carry. */
export const ORDER_MESSAGE_MAX = 1000;

const messages = {
  terms: 'Du behöver godkänna villkoren för att kunna skicka beställningen.',
  reach: 'Skriv en e-postadress eller ett telefonnummer så att rådgivaren kan nå dig.',
  items: 'Varukorgen är tom.',
  messageTooLong: `Skriv högst ${String(ORDER_MESSAGE_MAX)} tecken.`,
} as const;
export const checkoutMessages = messages;

/** `POST /api/orders` (Idempotency-Key): place the reviewed cart. */
export const PlaceOrderRequestSchema = z
  .object({
    /** The cart items reviewed at checkout; a cart changed since answers 409. */
    itemIds: z.array(z.string()).check(z.minLength(1, messages.items)),
    contact: z.object({
      email: z.nullable(z.string().check(...contactDetailChecks.email())),
      phone: z.nullable(z.string().check(...contactDetailChecks.phone())),
    }),
    /** Anything to add for the advisor about the whole order. */
    message: z.string().check(z.maxLength(ORDER_MESSAGE_MAX, messages.messageTooLong)),
    acceptTerms: z.literal(true, messages.terms),
    termsVersion: z.string(),
  })
  .check(
    z.refine((order) => order.contact.email !== null || order.contact.phone !== null, {
      message: messages.reach,
      path: ['contact', 'email'],
    }),
  );
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequestSchema>;

/** An order's status is the latest step it has taken. */
export const ORDER_STATUSES = ORDER_STEPS;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** An order still open to the member: under way, or done at a price that waits for their answer. */
export type OpenOrderStatus = Extract<OrderStatus, 'received' | 'confirmed' | 'scheduled' | 'done'>;
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  received: 'Mottagen',
  confirmed: 'Bekräftad',
  scheduled: 'Inplanerad',
  done: 'Utförd',
  'price-accepted': 'Utförd, nytt pris godkänt',
  'price-declined': 'Utförd, till uppskattat pris',
  cancelled: 'Avbruten',
};

export const OrderLineSchema = z.object({
  serviceName: z.enum(SERVICE_NAMES),
  serviceTitle: z.string(),
  estateDesignation: z.string(),
  standNumbers: z.array(z.number()),
  areaHa: z.number(),
  quantityText: z.nullable(z.string()),
  wishes: z.string(),
  preferredTimeLabel: z.string(),
  estimate: EstimateSchema,
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** A step of the order's timeline, with the role its taker acted in towards the member (contracts/actor-role.ts). */
export const OrderTimelineStepSchema = z.extend(OrderStepSchema, { byRole: z.enum(ACTOR_ROLES) });
export type OrderTimelineStep = z.infer<typeof OrderTimelineStepSchema>;

/** `GET /api/orders/{number}` and the answer to `POST /api/orders`. */
export const OrderSchema = z.object({
  number: z.string(),
  placedAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  lines: z.array(OrderLineSchema),
  netOre: z.number(),
  vatOre: z.number(),
  totalOre: z.number(),
  contact: OrderContactSchema,
  message: z.string(),
  placedBy: DoneBySchema,
  advisor: z.nullable(z.object({ name: z.string(), phone: z.nullable(z.string()), email: z.string() })),
  /** The confirmation mail went to this address; null without one. */
  confirmationEmail: z.nullable(z.string()),
  /** The BankID signature it was placed with; null for one placed before orders were signed. */
  signature: z.nullable(SignatureSchema),
  /** Its way through the association so far, oldest first: received, then each step staff took. */
  steps: z.array(OrderTimelineStepSchema),
  /** The BankID signature by which a final price above the estimate was accepted; null when none. */
  finalPriceSignature: z.nullable(SignatureSchema),
});
export type Order = z.infer<typeof OrderSchema>;

/** The answer to `POST /api/orders/{number}/final-price/accept` and `…/decline`. */
export const FinalPriceAnswerSchema = z.object({
  number: z.string(),
  status: z.enum(['price-accepted', 'price-declined']),
  signature: z.nullable(SignatureSchema),
});
export type FinalPriceAnswer = z.infer<typeof FinalPriceAnswerSchema>;

export const OrderSummarySchema = z.object({
  number: z.string(),
  placedAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** The services ordered, in words: "Röjning, Plantering". */
  services: z.string(),
  /** What the member pays (contracts/order-steps.ts `amountToPay`). */
  totalOre: z.number(),
  placedBy: DoneBySchema,
  signature: z.nullable(SignatureSchema),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** `GET /api/purchases` (every order) and `GET /api/overview/orders` (the open ones). */
export const OrderSummariesSchema = z.object({ orders: z.array(OrderSummarySchema) });
export type OrderSummaries = z.infer<typeof OrderSummariesSchema>;
