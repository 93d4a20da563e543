import { formatKronorExact } from '#contracts/economy-rules';
import { plannedPeriodWords, type OrderStepRequest } from '#contracts/order-step-requests';
import { swedishLongDate } from '../../lib/swedish-time.js';

/** What the member is told at each step of their order: the notification (and its mail) in Swedish. */
export function orderStepNotice(
  number: string,
  step: OrderStepRequest,
  totalOre: number | null,
  estimateTotalOre: number,
) {
  const note = step.note === '' ? '' : ` Meddelande från föreningen: ${step.note}`;
  switch (step.step) {
    case 'confirmed':
      return {
        title: `Beställning ${number} är bekräftad`,
        text: `Arbetet är planerat till ${plannedPeriodWords(step.plannedFrom, step.plannedUntil)}.${note}`,
      };
    case 'scheduled':
      return {
        title: `Beställning ${number} är inplanerad`,
        text: `${step.contractor} börjar arbetet ${swedishLongDate(step.scheduledOn)}.${note}`,
      };
    case 'done':
      if ((totalOre ?? 0) > estimateTotalOre) {
        const estimate = formatKronorExact(estimateTotalOre);
        return {
          title: `Beställning ${number} är utförd: svara om det nya slutpriset`,
          text:
            `Arbetet blev klart ${swedishLongDate(step.doneOn)}. Slutpriset blev ${formatKronorExact(totalOre ?? 0)} ` +
            `inkl. moms, mer än de ${estimate} du godkände när du beställde. Om priset: ${step.priceReason} ` +
            `Godkänn det nya priset med BankID eller avböj det på beställningens sida. Avböjer du betalar du ${estimate}.${note}`,
        };
      }
      return {
        title: `Beställning ${number} är utförd`,
        text:
          `Arbetet blev klart ${swedishLongDate(step.doneOn)}. Slutpris ${formatKronorExact(totalOre ?? 0)} inkl. moms. ` +
          `Kvittot finns på beställningens sida.${step.priceReason === '' ? '' : ` Om priset: ${step.priceReason}`}${note}`,
      };
    case 'cancelled':
      return { title: `Beställning ${number} är avbruten`, text: `Skäl: ${step.note}` };
  }
}

/** What the member is told when staff correct the latest step: what it says now, and what it said. */
export function orderStepCorrectionNotice(
  number: string,
  step: OrderStepRequest,
  before: Record<string, unknown>,
  totalOre: number | null,
  estimateTotalOre: number,
) {
  const was = (text: string) => (text === '' ? '' : ` Tidigare: ${text}.`);
  const title = `Beställning ${number} är ändrad`;
  switch (step.step) {
    case 'confirmed':
      return {
        title,
        text:
          `Arbetet är nu planerat till ${plannedPeriodWords(step.plannedFrom, step.plannedUntil)}.` +
          was(typeof before.planned_period === 'string' ? before.planned_period : ''),
      };
    case 'scheduled':
      return {
        title,
        text:
          `${step.contractor} börjar arbetet ${swedishLongDate(step.scheduledOn)}.` +
          was(
            typeof before.scheduled_on === 'string'
              ? `${String(before.contractor)}, ${swedishLongDate(before.scheduled_on)}`
              : '',
          ),
      };
    case 'done':
      return { ...orderStepNotice(number, step, totalOre, estimateTotalOre), title };
    case 'cancelled':
      return { title, text: `Skäl: ${step.note}` };
  }
}

export const orderStepErrors = {
  notFound: 'Beställningen finns inte.',
} as const;
