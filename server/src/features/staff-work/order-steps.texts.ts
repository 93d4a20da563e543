import { formatKronorExact } from '#contracts/economy-rules';
import type { OrderStepRequest } from '#contracts/order-step-requests';
import { swedishLongDate } from '../../lib/swedish-time.js';

/** What the member is told at each step of their order: the notification (and its mail) in Swedish. */
export function orderStepNotice(number: string, step: OrderStepRequest, totalOre: number | null) {
  const note = step.note === '' ? '' : ` Meddelande från föreningen: ${step.note}`;
  switch (step.step) {
    case 'confirmed':
      return {
        title: `Din beställning ${number} är bekräftad`,
        text: `Arbetet är planerat till ${step.plannedPeriod}.${note}`,
      };
    case 'scheduled':
      return {
        title: `Din beställning ${number} är inplanerad`,
        text: `${step.contractor} börjar arbetet ${swedishLongDate(step.scheduledOn)}.${note}`,
      };
    case 'done':
      return {
        title: `Din beställning ${number} är utförd`,
        text:
          `Arbetet blev klart ${swedishLongDate(step.doneOn)}. Slutpris ${formatKronorExact(totalOre ?? 0)} inkl. moms. ` +
          `Kvittot finns på beställningens sida.${step.priceReason === '' ? '' : ` Om priset: ${step.priceReason}`}${note}`,
      };
    case 'cancelled':
      return { title: `Din beställning ${number} är avbruten`, text: `Skäl: ${step.note}` };
  }
}

export const orderStepErrors = {
  notFound: 'Beställningen finns inte.',
} as const;
