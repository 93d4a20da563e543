import type { Order, PlaceOrderRequest } from '#contracts/checkout';
import type { Database, Queryable } from '../../db/database.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import { queueMail } from '../../mail/queue-mail.js';
import { HttpError, NotFoundError } from '../../plugins/http-errors.js';
import type { OrderNotify, ServiceOrdering } from './checkout-dependencies.js';
import { checkoutErrors, orderNotice, TERMS_VERSION } from './checkout.texts.js';
import { createCartRepository } from './cart.repository.js';
import type { Actor } from '../../plugins/actor.js';
import { draftOf, draftViewer, orderingClosed, sumOf } from './cart.service.js';
import { advisorMail, confirmationMail } from './order.mails.js';
import { createOrdersRepository, type NewOrderLine } from './orders.repository.js';

export interface OrdersDependencies {
  readonly db: Database;
  readonly clock: Clock;
  readonly ordering: ServiceOrdering;
  readonly notify: OrderNotify;
  readonly orderingEnabled: boolean;
  readonly branding: {
    readonly associationName: string;
    readonly productName: string;
    readonly supportEmail: string;
  };
}

/** The order a reviewed cart makes, as prepared, signed and then placed (docs/signing.md). */
export interface OrderEffect {
  readonly lines: readonly NewOrderLine[];
  readonly sums: { readonly netOre: number; readonly vatOre: number; readonly totalOre: number };
  readonly contact: { readonly name: string; readonly email: string | null; readonly phone: string | null };
  readonly message: string;
  readonly termsVersion: string;
}

const sameItems = (reviewed: readonly string[], inCart: readonly string[]): boolean => {
  const wanted = new Set(reviewed);
  return (
    wanted.size === reviewed.length && wanted.size === inCart.length && inCart.every((id) => wanted.has(id))
  );
};

/**
 * Places the reviewed cart as an order: prepared (the cart must hold exactly the reviewed lines, each is
 * checked and priced again) and then placed in the caller's transaction (the order and its lines written,
 * the cart emptied, the mails queued and the member notified). Any failure leaves none of it.
 */
export function createOrdersService(deps: OrdersDependencies) {
  const { db, clock, ordering } = deps;

  async function orderLines(tx: Queryable, actor: Actor): Promise<NewOrderLine[]> {
    const items = await createCartRepository(tx).items(actor.stakeholderId);
    const lines: NewOrderLine[] = [];
    for (const item of items) {
      const what = `${ordering.serviceTitle(item.serviceName)} på ${item.estateDesignation}`;
      let checked;
      try {
        checked = await ordering.checkDraft(tx, draftViewer(actor), item.serviceName, draftOf(item));
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        throw new HttpError(409, 'CART_ITEM_INVALID', checkoutErrors.itemNoLongerValid(what));
      }
      lines.push({
        serviceName: checked.service.name,
        serviceTitle: checked.service.title,
        estateId: checked.estate.id,
        estateDesignation: checked.estate.designation,
        areaKind: checked.area.kind,
        standIds: checked.area.standIds,
        standNumbers: checked.area.standNumbers,
        geometry: checked.area.geometry,
        quantity: checked.quantity,
        quantityText: ordering.quantityText(item.serviceName, checked.quantity),
        wishes: item.wishes,
        preferredTime: item.preferredTime,
        preferredTimeLabel: ordering.preferredTimeLabel(item.preferredTime) ?? item.preferredTime,
        estimate: checked.estimate,
        addedBy: { personId: item.addedByPersonId, onBehalf: item.addedOnBehalf },
      });
    }
    return lines;
  }

  return {
    /**
     * Checks the reviewed cart (locked) and resolves the order it makes: every line checked, measured and
     * priced again, the sums, the contact and the message. Writes nothing.
     */
    async prepare(actor: Actor, request: PlaceOrderRequest): Promise<OrderEffect> {
      return db.transaction(async (tx) => {
        if (!deps.orderingEnabled) throw orderingClosed();
        const cart = createCartRepository(tx);
        await cart.lock(actor.stakeholderId);
        const inCart = (await cart.items(actor.stakeholderId)).map((item) => item.id);
        if (!sameItems(request.itemIds, inCart)) {
          throw new HttpError(409, 'CART_CHANGED', checkoutErrors.cartChanged);
        }
        if (request.termsVersion !== TERMS_VERSION) {
          throw new HttpError(409, 'TERMS_CHANGED', checkoutErrors.termsChanged);
        }
        const lines = await orderLines(tx, actor);
        const member = await cart.contact(actor.stakeholderId);
        return {
          lines,
          sums: sumOf(lines.map((line) => line.estimate)),
          contact: {
            name: member.name,
            email: request.contact.email?.trim() || null,
            phone: request.contact.phone?.trim() || null,
          },
          message: request.message.trim(),
          termsVersion: request.termsVersion,
        };
      });
    },

    /**
     * Places a prepared order, in the caller's transaction (the Idempotency-Key's and the signature's): the
     * order and its lines are written, the cart emptied, the mails queued and the member notified.
     */
    async commit(actor: Actor, effect: OrderEffect): Promise<Order> {
      return db.transaction(async (tx) => {
        const cart = createCartRepository(tx);
        const orders = createOrdersRepository(tx);
        const now = clock.now();
        const advisor = await orders.advisorFor(actor.stakeholderId, effect.lines[0]?.estateId ?? '');
        const number = await orders.insert(
          {
            stakeholderId: actor.stakeholderId,
            placedAt: now,
            placedBy: {
              personId: actor.personId,
              name: await cart.personName(actor.personId),
              onBehalf: actor.onBehalf,
            },
            contact: effect.contact,
            message: effect.message,
            termsVersion: effect.termsVersion,
            advisor,
            confirmationEmail: effect.contact.email,
            sums: effect.sums,
          },
          effect.lines,
          Number(swedishDay(now).slice(0, 4)),
        );
        await cart.empty(actor.stakeholderId);

        const order = await orders.order(actor.stakeholderId, number);
        if (order === undefined) throw new Error('The order just placed is missing');
        const facts = { order, memberNumber: actor.stakeholderId, ...deps.branding };
        if (order.confirmationEmail !== null)
          await queueMail(tx, confirmationMail({ ...facts, to: order.confirmationEmail }));
        await queueMail(tx, advisorMail(facts));
        const services = [...new Set(order.lines.map((line) => line.serviceTitle))].join(', ');
        await deps.notify(tx, actor.stakeholderId, {
          category: 'contracts',
          title: orderNotice.title(number),
          text: orderNotice.text(services, advisor?.name ?? null),
          link: orderNotice.link(number),
          estateIds: effect.lines.map((line) => line.estateId),
        });
        return order;
      });
    },

    /** One of the stakeholder's orders; another member's, or none: 404. */
    async order(stakeholderId: string, number: string): Promise<Order> {
      const order = await createOrdersRepository(db).order(stakeholderId, number);
      if (order === undefined) throw new NotFoundError(checkoutErrors.orderNotFound);
      return order;
    },
  };
}
