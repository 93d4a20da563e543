import type { FinalPriceAnswer, Order } from '#contracts/checkout';
import { awaitsPriceAnswer, finalOf } from '#contracts/order-steps';
import type { Queryable } from '../../db/database.js';
import { queueMail } from '../../mail/queue-mail.js';
import type { Actor } from '../../plugins/actor.js';
import { HttpError, NotFoundError } from '../../plugins/http-errors.js';
import { createCartRepository } from './cart.repository.js';
import { checkoutErrors, finalPriceErrors, standsText } from './checkout.texts.js';
import { finalPriceAnswerMail } from './order.mails.js';
import { createOrdersRepository } from './orders.repository.js';
import type { OrdersDependencies } from './orders.service.js';

/** What accepting a final price above the estimate does, as shown, signed and then carried out. */
export interface FinalPriceEffect {
  readonly number: string;
  /** The work done, line by line, in words. */
  readonly work: readonly string[];
  readonly estimateTotalOre: number;
  readonly final: {
    readonly netOre: number;
    readonly vatOre: number;
    readonly totalOre: number;
    readonly priceReason: string | null;
  };
}

const hectares = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 });

/**
 * The member's answer to a final price above the estimate they signed (docs/portal.md, orders): accepted
 * with BankID, or declined, when the estimate stays what they pay. Only while the order waits for it.
 */
export function createFinalPriceService(deps: OrdersDependencies) {
  const { db, clock } = deps;

  /** The stakeholder's order, locked, while it waits for the answer; 404 another's, 409 not waiting. */
  async function waitingOrder(
    tx: Queryable,
    actor: Actor,
    number: string,
  ): Promise<{ id: string; order: Order }> {
    const orders = createOrdersRepository(tx);
    const id = await orders.lock(actor.stakeholderId, number);
    const order = id === undefined ? undefined : await orders.order(actor.stakeholderId, number);
    if (id === undefined || order === undefined) throw new NotFoundError(checkoutErrors.orderNotFound);
    if (!awaitsPriceAnswer(order)) throw new HttpError(409, 'PRICE_NOT_ASKED', finalPriceErrors.notAsked);
    return { id, order };
  }

  async function answer(tx: Queryable, actor: Actor, number: string, accepted: boolean) {
    const { id, order } = await waitingOrder(tx, actor, number);
    const by = { personId: actor.personId, name: await createCartRepository(tx).personName(actor.personId) };
    const status = accepted ? 'price-accepted' : 'price-declined';
    await createOrdersRepository(tx).answerFinalPrice(id, status, clock.now(), by);
    await queueMail(
      tx,
      finalPriceAnswerMail({ order, memberNumber: actor.stakeholderId, ...deps.branding, accepted }),
    );
    return { number, status } as const;
  }

  return {
    /** Resolves what accepting the final price of `number` does; writes nothing. */
    async prepare(actor: Actor, number: string): Promise<FinalPriceEffect> {
      return db.transaction(async (tx) => {
        const { order } = await waitingOrder(tx, actor, number);
        const final = finalOf(order);
        if (final === null) throw new HttpError(409, 'PRICE_NOT_ASKED', finalPriceErrors.notAsked);
        return {
          number,
          work: final.lines.map((line) => {
            const ordered = order.lines[line.position - 1];
            const where =
              ordered === undefined ? '' : `${ordered.serviceTitle} på ${ordered.estateDesignation}, `;
            return `${where}${standsText(ordered?.standNumbers ?? [])}, ${hectares.format(line.areaHa)} ha`;
          }),
          estimateTotalOre: order.totalOre,
          final: {
            netOre: final.netOre,
            vatOre: final.vatOre,
            totalOre: final.totalOre,
            priceReason: final.priceReason,
          },
        };
      });
    },

    /** Accepts the final price the signature was checked against, in the signature's transaction. */
    accept: (actor: Actor, effect: FinalPriceEffect): Promise<Omit<FinalPriceAnswer, 'signature'>> =>
      db.transaction((tx) => answer(tx, actor, effect.number, true)),

    /** Declines it: the estimate the member signed stays what they pay. */
    async decline(actor: Actor, number: string): Promise<FinalPriceAnswer> {
      return { ...(await db.transaction((tx) => answer(tx, actor, number, false))), signature: null };
    },
  };
}
