import { orderPagePath } from '#contracts/routes';
import { formatKronorExact } from '#contracts/economy-rules';
import { standList } from '#contracts/stand-list';
import type { SignedLine } from '../../signing/signing.texts.js';

/** What the cart and the checkout say in Swedish. */

/** The order terms the checkout shows and every order records; a new text gets a new version. */
export const TERMS_VERSION = '2026-11';

/** The most lines one cart holds. */
export const MAX_CART_ITEMS = 20;

export const checkoutErrors = {
  noStakeholder: 'Välj vem du företräder innan du beställer.',
  orderingClosed:
    'Det går inte att beställa skogliga tjänster här just nu. Kontakta din skogsinspektor så hjälper vi dig.',
  rulesBroken: 'Några uppgifter uppfyller inte reglerna. Rätta dem och försök igen.',
  preferredTime: 'Välj en av tiderna i listan.',
  cartFull: `Varukorgen rymmer högst ${String(MAX_CART_ITEMS)} tjänster. Skicka beställningen eller ta bort något först.`,
  itemNotFound: 'Tjänsten finns inte i din varukorg.',
  cartChanged: 'Varukorgen har ändrats sedan du granskade den. Kontrollera beställningen igen.',
  termsChanged: 'Villkoren har ändrats sedan du läste dem. Läs de nya villkoren och godkänn dem igen.',
  itemNoLongerValid: (what: string) =>
    `${what} går inte längre att beställa som den är angiven. Ändra eller ta bort den i varukorgen.`,
  orderNotFound: 'Beställningen finns inte.',
  receiptNotYet: 'Kvittot finns när arbetet är utfört.',
} as const;

export const orderNotice = {
  title: (number: string) => `Vi har tagit emot beställning ${number}`,
  text: (services: string, advisorName: string | null) =>
    `Du har beställt: ${services}. ` +
    (advisorName === null
      ? 'Vi kontaktar dig inom fem arbetsdagar för att gå igenom beställningen.'
      : `${advisorName}, din skogsinspektor, kontaktar dig inom fem arbetsdagar för att gå igenom beställningen.`),
  link: orderPagePath,
} as const;

const hectares = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 });

/** Where on the estate: "avdelning 2, 4 och 5", or an area the member drew. */
export const standsText = (numbers: readonly number[]): string =>
  numbers.length === 0 ? 'ritat område' : standList(numbers);

export const signedOrderTitle = 'Beställning av skogliga tjänster';

/** What the member signs with BankID: each service, where, how much and when; the price; the message. */
export const signedOrderLines = (order: {
  lines: readonly {
    serviceTitle: string;
    estateDesignation: string;
    standNumbers: readonly number[];
    quantityText: string | null;
    preferredTimeLabel: string;
    estimate: { areaHa: number };
  }[];
  sums: { netOre: number; vatOre: number; totalOre: number };
  message: string;
}): SignedLine[] => [
  ...order.lines.flatMap((line): SignedLine[] => [
    [
      `${line.serviceTitle} på ${line.estateDesignation}`,
      [`${hectares.format(line.estimate.areaHa)} ha`, standsText(line.standNumbers), line.quantityText]
        .filter((part) => part !== null)
        .join(', '),
    ],
    ['Önskad tid', line.preferredTimeLabel],
  ]),
  [
    'Pris',
    `${formatKronorExact(order.sums.netOre)} exkl. moms, moms ${formatKronorExact(order.sums.vatOre)}`,
  ],
  ['Totalt', formatKronorExact(order.sums.totalOre)],
  ...(order.message === '' ? [] : [['Meddelande', order.message] as const]),
];

export const finalPriceErrors = {
  notAsked: 'Beställningen väntar inte på ditt svar om priset. Ladda om sidan och se var den står.',
} as const;

export const signedFinalPriceTitle = 'Godkännande av nytt slutpris';

/** What the member signs to accept a final price above the estimate: the order, both prices and why. */
export const signedFinalPriceLines = (effect: {
  number: string;
  work: readonly string[];
  estimateTotalOre: number;
  final: { netOre: number; vatOre: number; totalOre: number; priceReason: string | null };
}): SignedLine[] => [
  ['Beställning', effect.number],
  ...effect.work.map((work): SignedLine => ['Utfört', work]),
  ['Uppskattat pris när du beställde', `${formatKronorExact(effect.estimateTotalOre)} inkl. moms`],
  [
    'Nytt slutpris som jag godkänner',
    `${formatKronorExact(effect.final.totalOre)} inkl. moms ${formatKronorExact(effect.final.vatOre)}`,
  ],
  ...(effect.final.priceReason === null ? [] : [['Skäl', effect.final.priceReason] as const]),
];
