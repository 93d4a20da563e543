import type { Polygon } from '#contracts/geometry';
import type { Estimate, EstimateRequest, PreferredTime, ServiceName } from '#contracts/services';
import type { Queryable } from '../../db/database.js';
import type { Actor } from '../../plugins/actor.js';

/**
 * What the checkout takes from other features, handed over by app.ts (a feature imports no other): the
 * services feature's order drafts (features/services/order-drafts.ts) and the notifications feature's
 * `notify`.
 */

export interface CheckedDraft {
  readonly service: { readonly name: ServiceName; readonly title: string };
  readonly estate: { readonly id: string; readonly designation: string };
  readonly area: {
    readonly kind: 'stands' | 'drawn';
    readonly standIds: string[];
    readonly standNumbers: number[];
    readonly geometry: Polygon | null;
    readonly areaSquareMetres: number;
  };
  readonly quantity: number | null;
  readonly estimate: Estimate;
}

export interface ServiceOrdering {
  /** Checks a draft against the actor's estates, measures and prices it; throws 404, 400 or 422. */
  checkDraft(db: Queryable, actor: Actor, serviceName: string, draft: EstimateRequest): Promise<CheckedDraft>;
  serviceTitle(name: string): string;
  reprice(name: string, areaSquareMetres: number, quantity: number | null): Estimate | undefined;
  quantityText(name: string, quantity: number | null): string | null;
  preferredTimes(): PreferredTime[];
  preferredTimeLabel(value: string): string | undefined;
}

/** `notify` of features/notifications/notify.ts: a notification in the caller's transaction. */
export type OrderNotify = (
  tx: Queryable,
  stakeholderId: string,
  message: {
    category: 'contracts';
    title: string;
    text: string;
    link: string;
    /** The estates of the order's lines. */
    estateIds: readonly string[];
  },
) => Promise<unknown>;
