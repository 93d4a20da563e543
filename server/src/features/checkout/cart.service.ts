import type { Cart, CartItem } from '#contracts/checkout';
import type { OrderDraft } from '#contracts/services';
import type { Database, Queryable } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/actor.js';
import { HttpError, NotFoundError } from '../../plugins/http-errors.js';
import type { CheckedDraft, ServiceOrdering } from './checkout-dependencies.js';
import { checkoutErrors, MAX_CART_ITEMS, TERMS_VERSION } from './checkout.texts.js';
import { createCartRepository, type CartLine, type StoredCartItem } from './cart.repository.js';

/** Orders are never written by a representative, so a writer sees every estate of the member. */
export const draftViewer = (actor: Actor): Actor => ({ ...actor, isRepresentative: false });

export const orderingClosed = () => new HttpError(403, 'ORDERING_CLOSED', checkoutErrors.orderingClosed);

/** Sums of several priced lines; each line's VAT as it was priced (services.pricing.ts). */
export function sumOf(estimates: readonly { netOre: number; vatOre: number }[]) {
  const netOre = estimates.reduce((sum, estimate) => sum + estimate.netOre, 0);
  const vatOre = estimates.reduce((sum, estimate) => sum + estimate.vatOre, 0);
  return { netOre, vatOre, totalOre: netOre + vatOre };
}

/** The draft a stored line was saved from, to check it again when the order is placed. */
export const draftOf = (item: StoredCartItem) => ({
  estateId: item.estateId,
  area:
    item.areaKind === 'stands' || item.geometry === null
      ? { kind: 'stands' as const, standIds: item.standIds }
      : { kind: 'drawn' as const, geometry: item.geometry },
  quantity: item.quantity,
});

/**
 * The cart stored per stakeholder: every line checked and measured by the server when saved, priced again
 * on every read, at most MAX_CART_ITEMS lines. Only a placed order empties it (orders.service.ts).
 */
export function createCartService(deps: {
  db: Database;
  clock: Clock;
  ordering: ServiceOrdering;
  orderingEnabled: boolean;
}) {
  const { db, clock, ordering } = deps;

  function toCartItem(item: StoredCartItem): CartItem {
    const estimate = ordering.reprice(item.serviceName, item.areaSquareMetres, item.quantity);
    if (estimate === undefined) throw new Error(`cart line ${item.id} names no service of the catalogue`);
    return {
      id: item.id,
      serviceName: item.serviceName as CartItem['serviceName'],
      serviceTitle: ordering.serviceTitle(item.serviceName),
      estateId: item.estateId,
      estateDesignation: item.estateDesignation,
      area: {
        kind: item.areaKind,
        standIds: item.standIds,
        standNumbers: item.standNumbers,
        geometry: item.geometry,
        areaHa: estimate.areaHa,
      },
      quantity: item.quantity,
      quantityText: ordering.quantityText(item.serviceName, item.quantity),
      wishes: item.wishes,
      preferredTime: item.preferredTime,
      preferredTimeLabel: ordering.preferredTimeLabel(item.preferredTime) ?? item.preferredTime,
      estimate,
      addedBy: { name: item.addedByName, onBehalf: item.addedOnBehalf },
    };
  }

  /** Checks the draft and the chosen time together, so every broken rule is told at once. */
  async function checked(tx: Queryable, actor: Actor, draft: OrderDraft): Promise<CartLine> {
    if (!deps.orderingEnabled) throw orderingClosed();
    const offered = ordering.preferredTimes().some((time) => time.value === draft.preferredTime);
    const timeProblem: Record<string, string[]> = offered
      ? {}
      : { preferredTime: [checkoutErrors.preferredTime] };
    let line: CheckedDraft;
    try {
      line = await ordering.checkDraft(tx, draftViewer(actor), draft.serviceName, draft);
    } catch (error) {
      // A broken rule of the draft (422) gets the time's problem too; not found and bad input stay as they are.
      if (error instanceof HttpError && error.statusCode === 422 && !offered) {
        throw new HttpError(422, error.code, error.message, { ...error.fieldErrors, ...timeProblem });
      }
      throw error;
    }
    if (!offered) throw new HttpError(422, 'RULES_BROKEN', checkoutErrors.rulesBroken, timeProblem);
    return {
      serviceName: line.service.name,
      estateId: line.estate.id,
      areaKind: line.area.kind,
      standIds: line.area.standIds,
      standNumbers: line.area.standNumbers,
      geometry: line.area.geometry,
      areaSquareMetres: line.area.areaSquareMetres,
      quantity: line.quantity,
      wishes: draft.wishes.trim(),
      preferredTime: draft.preferredTime,
    };
  }

  async function saved(tx: Queryable, stakeholderId: string, id: string): Promise<CartItem> {
    const item = await createCartRepository(tx).item(stakeholderId, id);
    if (item === undefined) throw new Error('The cart line just saved is missing');
    return toCartItem(item);
  }

  return {
    toCartItem,

    async cart(stakeholderId: string): Promise<Cart> {
      const repository = createCartRepository(db);
      const items = (await repository.items(stakeholderId)).map(toCartItem);
      return {
        items,
        ...sumOf(items.map((item) => item.estimate)),
        contact: await repository.contact(stakeholderId),
        termsVersion: TERMS_VERSION,
      };
    },

    count: (stakeholderId: string): Promise<number> => createCartRepository(db).count(stakeholderId),

    /** Adds a line in the caller's transaction (the Idempotency-Key's). */
    async add(actor: Actor, draft: OrderDraft): Promise<CartItem> {
      return db.transaction(async (tx) => {
        const line = await checked(tx, actor, draft);
        const cart = createCartRepository(tx);
        await cart.lock(actor.stakeholderId);
        if ((await cart.count(actor.stakeholderId)) >= MAX_CART_ITEMS) {
          throw new HttpError(422, 'CART_FULL', checkoutErrors.cartFull);
        }
        const id = await cart.insert(actor.stakeholderId, line, actor, clock.now());
        return saved(tx, actor.stakeholderId, id);
      });
    },

    /** Changes a line and prices it again; another member's line, or none: 404. */
    async update(actor: Actor, id: string, draft: OrderDraft): Promise<CartItem> {
      if (!deps.orderingEnabled) throw orderingClosed();
      return db.transaction(async (tx) => {
        const cart = createCartRepository(tx);
        await cart.lock(actor.stakeholderId);
        if ((await cart.item(actor.stakeholderId, id)) === undefined) {
          throw new NotFoundError(checkoutErrors.itemNotFound);
        }
        await cart.update(actor.stakeholderId, id, await checked(tx, actor, draft), clock.now());
        return saved(tx, actor.stakeholderId, id);
      });
    },

    async remove(actor: Actor, id: string): Promise<void> {
      if (!deps.orderingEnabled) throw orderingClosed();
      const removed = await db.transaction(async (tx) => {
        const cart = createCartRepository(tx);
        await cart.lock(actor.stakeholderId);
        return cart.remove(actor.stakeholderId, id);
      });
      if (!removed) throw new NotFoundError(checkoutErrors.itemNotFound);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
