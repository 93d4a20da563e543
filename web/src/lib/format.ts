/** Numbers as Swedes read them (sv-SE): "1 234 567 kr", "64,8 ha", "33,3 %", "1 apr. 1998". */

const kronor = new Intl.NumberFormat('sv-SE', {
  style: 'currency',
  currency: 'SEK',
  maximumFractionDigits: 0,
});
const hectareNumber = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const percentNumber = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 1 });
const quantityNumber = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 });
const dateFormat = new Intl.DateTimeFormat('sv-SE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/Stockholm',
});

/** Whole kronor from öre; the currency sign as Swedes write it ("kr"). */
export const formatKronor = (ore: number): string => kronor.format(Math.round(ore / 100));

const kronorWithOre = new Intl.NumberFormat('sv-SE', {
  style: 'currency',
  currency: 'SEK',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Kronor and öre, for bookings and settlements a member checks to the öre: "100 144,76 kr". */
export const formatAmount = (ore: number): string => kronorWithOre.format(ore / 100);

/** A price as it is quoted: whole kronor when there are no öre ("3 400 kr"), else with them ("5,50 kr"). */
export const formatPrice = (ore: number): string => (ore % 100 === 0 ? formatKronor(ore) : formatAmount(ore));

/** A priced quantity with its unit, to the hundredth it is priced by: "1,15 ha", "28 520 plantor". */
export const formatQuantity = (quantity: number, unit: string): string =>
  `${quantityNumber.format(quantity)}\u00a0${unit}`;

export const formatHectares = (hectares: number): string => `${hectareNumber.format(hectares)} ha`;

export const formatPercent = (percent: number): string => `${percentNumber.format(percent)} %`;

/** A calendar date (YYYY-MM-DD) as "1 apr. 1998". */
export const formatDate = (isoDate: string): string => dateFormat.format(new Date(`${isoDate}T12:00:00Z`));

/**
 * An ownership share as "1/2 (50 %)": on a narrow screen it may break before the parenthesis, never
 * inside it (a no-break space before %).
 */
export const formatShare = (numerator: number, denominator: number, percent: number): string =>
  `${String(numerator)}/${String(denominator)} (${percentNumber.format(percent)}\u00a0%)`;

/** A phone number as a tel: link takes it: digits and a leading plus only. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
