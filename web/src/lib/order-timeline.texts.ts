import type { OrderStepName } from '#contracts/order-steps';

/** The order's timeline as the member (and staff) read it. */
export const orderTimelineTexts = {
  heading: 'Så går beställningen',
  steps: {
    received: 'Beställningen skickades',
    confirmed: 'Beställningen bekräftades',
    scheduled: 'Arbetet planerades in',
    done: 'Arbetet är utfört',
    'price-accepted': 'Det nya slutpriset godkändes med BankID',
    'price-declined': 'Det nya slutpriset avböjdes: det uppskattade priset gäller',
    cancelled: 'Beställningen avbröts',
  } satisfies Record<OrderStepName, string>,
  by: (name: string) => `av ${name}`,
  plannedPeriod: 'Planerad tid',
  scheduledOn: 'Arbetet börjar',
  contractor: 'Utförare',
  doneOn: 'Klart',
  finalPrice: 'Slutpris',
  estimate: 'Uppskattat pris',
  inclVat: (amount: string) => `${amount} inkl. moms`,
  priceReason: 'Om priset',
  note: 'Meddelande',
  reason: 'Skäl',
  corrected: 'Ändrad',
  receipt: 'Hämta kvittot (PDF)',
} as const;
