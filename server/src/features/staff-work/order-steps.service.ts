import type { Order } from '#contracts/checkout';
import { orderPagePath } from '#contracts/routes';
import { ORDER_STEP_ERRORS, plannedPeriodWords, type OrderStepRequest } from '#contracts/order-step-requests';
import { NEXT_STEPS } from '#contracts/order-steps';
import type { StaffOrder } from '#contracts/staff-work';
import type { Database, Queryable } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError, invalidInput, NotFoundError } from '../../plugins/http-errors.js';
import { createOrderStepsRepository, type LockedOrder, type NewStep } from './order-steps.repository.js';
import { orderStepCorrectionNotice, orderStepErrors, orderStepNotice } from './order-steps.texts.js';
import type { StaffMember } from './staff-access.js';
import { PUSH_TITLES } from '#contracts/push';

/**
 * What the order steps take from other features, handed over by app.ts: the checkout's read of an order,
 * the services' VAT, and the notifications' `notify` (a notification, and a mail per the member's choice).
 */
export interface OrderStepDependencies {
  readonly db: Database;
  readonly clock: Clock;
  readonly orders: {
    byNumber(db: Queryable, number: string): Promise<{ stakeholderId: string; order: Order } | undefined>;
  };
  readonly ordering: { vatOre(serviceName: string, netOre: number): number };
  readonly notify: (
    tx: Queryable,
    stakeholderId: string,
    message: {
      category: 'contracts';
      title: string;
      text: string;
      link: string;
      estateIds: readonly string[];
      push?: string;
    },
  ) => Promise<unknown>;
}

const notNext = () => new HttpError(409, 'ORDER_STEP_TAKEN', ORDER_STEP_ERRORS.notNext);

/** The final figures of a done order: each line once, its VAT as the service is priced, a reason for a new price. */
function finalFigures(
  order: LockedOrder,
  step: Extract<OrderStepRequest, { step: 'done' }>,
  vatOre: OrderStepDependencies['ordering']['vatOre'],
) {
  const given = new Map(step.lines.map((line) => [line.position, line]));
  if (given.size !== step.lines.length || order.lines.length !== given.size) {
    throw invalidInput({ lines: [ORDER_STEP_ERRORS.linesDiffer] });
  }
  const lines = order.lines.map((line) => {
    const final = given.get(line.position);
    if (final === undefined) throw invalidInput({ lines: [ORDER_STEP_ERRORS.linesDiffer] });
    const vat = vatOre(line.serviceName, final.netOre);
    return {
      position: line.position,
      areaHa: final.areaHa,
      netOre: final.netOre,
      vatOre: vat,
      totalOre: final.netOre + vat,
    };
  });
  const netOre = lines.reduce((sum, line) => sum + line.netOre, 0);
  const vat = lines.reduce((sum, line) => sum + line.vatOre, 0);
  if (netOre !== order.netOre && step.priceReason === '') {
    throw invalidInput({ priceReason: [ORDER_STEP_ERRORS.reasonNeeded] });
  }
  if (order.scheduledOn !== null && step.doneOn < order.scheduledOn) {
    throw invalidInput({ doneOn: [ORDER_STEP_ERRORS.doneBeforeScheduled] });
  }
  return {
    lines,
    netOre,
    vatOre: vat,
    totalOre: netOre + vat,
    priceReason: step.priceReason === '' ? null : step.priceReason,
  };
}

export function createOrderStepsService(deps: OrderStepDependencies) {
  const { db, clock } = deps;

  /** The step `request` asks for, checked against the order and today, as it is stored. */
  async function stepOf(
    tx: Queryable,
    staff: StaffMember,
    order: LockedOrder,
    request: OrderStepRequest,
  ): Promise<NewStep> {
    const base = {
      step: request.step,
      at: clock.now(),
      by: { personId: staff.personId, name: await createOrderStepsRepository(tx).personName(staff.personId) },
      note: request.note,
    };
    switch (request.step) {
      case 'confirmed':
        if (request.plannedUntil < request.plannedFrom) {
          throw invalidInput({ plannedUntil: [ORDER_STEP_ERRORS.untilBeforeFrom] });
        }
        return {
          ...base,
          plannedPeriod: plannedPeriodWords(request.plannedFrom, request.plannedUntil),
          plannedFrom: request.plannedFrom,
          plannedUntil: request.plannedUntil,
        };
      case 'scheduled': {
        // Steps confirmed before periods were days have words only, and nothing to check against.
        const { planned } = order;
        if (planned !== null && planned.from !== null && planned.until !== null) {
          if (request.scheduledOn < planned.from || request.scheduledOn > planned.until) {
            throw invalidInput({ scheduledOn: [ORDER_STEP_ERRORS.outsidePlanned(planned.words)] });
          }
        }
        return { ...base, scheduledOn: request.scheduledOn, contractor: request.contractor };
      }
      case 'done':
        return {
          ...base,
          doneOn: request.doneOn,
          final: finalFigures(order, request, (name, netOre) => deps.ordering.vatOre(name, netOre)),
        };
      case 'cancelled':
        return base;
    }
  }

  async function staffOrder(tx: Queryable, number: string): Promise<StaffOrder> {
    const found = await deps.orders.byNumber(tx, number);
    if (found === undefined) throw new NotFoundError(orderStepErrors.notFound);
    const steps = createOrderStepsRepository(tx);
    return {
      order: found.order,
      member: { id: found.stakeholderId, name: await steps.memberName(found.stakeholderId) },
      nextSteps: [...NEXT_STEPS[found.order.status]],
    };
  }

  return {
    /** The order as staff see it; `stakeholderId` for the audit trail. */
    async read(number: string): Promise<StaffOrder> {
      return staffOrder(db, number);
    },

    /** Takes the next step; 409 when the order has moved on (another staff member, another tab). */
    async take(staff: StaffMember, number: string, request: OrderStepRequest): Promise<StaffOrder> {
      return db.transaction(async (tx) => {
        const steps = createOrderStepsRepository(tx);
        const order = await steps.lock(number);
        if (order === undefined) throw new NotFoundError(orderStepErrors.notFound);
        if (!NEXT_STEPS[order.status].includes(request.step)) throw notNext();
        const step = await stepOf(tx, staff, order, request);
        await steps.insert(order.id, step);
        await deps.notify(tx, order.stakeholderId, {
          category: 'contracts',
          ...orderStepNotice(number, request, step.final?.totalOre ?? null, order.totalOre),
          link: orderPagePath(number),
          push: PUSH_TITLES.orderStep,
          estateIds: order.lines.map((line) => line.estateId),
        });
        return staffOrder(tx, number);
      });
    },

    /**
     * Corrects the order's latest step (a wrong day, contractor, period or final figure) by the same rules as
     * taking it; what it said before is kept for the audit, and the member is told what changed. 409 for any
     * other step, or once the member has answered a higher final price.
     */
    async correct(staff: StaffMember, number: string, request: OrderStepRequest): Promise<StaffOrder> {
      return db.transaction(async (tx) => {
        const steps = createOrderStepsRepository(tx);
        const order = await steps.lock(number);
        if (order === undefined) throw new NotFoundError(orderStepErrors.notFound);
        if (order.status !== request.step) {
          throw new HttpError(409, 'ORDER_STEP_NOT_LATEST', ORDER_STEP_ERRORS.onlyLatest);
        }
        const step = await stepOf(tx, staff, order, request);
        const before = await steps.correct(order.id, step);
        await deps.notify(tx, order.stakeholderId, {
          category: 'contracts',
          ...orderStepCorrectionNotice(number, request, before, step.final?.totalOre ?? null, order.totalOre),
          link: orderPagePath(number),
          push: PUSH_TITLES.orderStepCorrected,
          estateIds: order.lines.map((line) => line.estateId),
        });
        return staffOrder(tx, number);
      });
    },
  };
}

export type OrderStepsService = ReturnType<typeof createOrderStepsService>;
