import type { Estimate, Service } from '#contracts/services';

/**
 * Prices an order line, in whole öre excluding VAT, then VAT on top. One rounding rule everywhere: a product
 * that is not whole öre (hectares x price, plants per hectare x hectares, net x VAT per cent) is rounded half
 * up to the nearest whole unit once, where it arises. VAT is computed on each order line's net sum, and a
 * cart's or an order's sums are the sums of its lines, so a line costs the same alone as in the cart.
 */

type EstimateLine = Estimate['lines'][number];

/** `numerator / denominator` rounded half up, in integers (both non-negative). */
export const divideRoundingHalfUp = (numerator: number, denominator: number): number =>
  Math.floor((numerator * 2 + denominator) / (denominator * 2));

/** The area priced: hundredths of a hectare (the estimate shows hectares with two decimals). */
export const areaHundredths = (areaSquareMetres: number): number => Math.round(areaSquareMetres / 100);

export const vatOf = (netOre: number, vatPercent: number): number =>
  divideRoundingHalfUp(netOre * vatPercent, 100);

const NUMBER = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 });
export const formatNumber = (value: number): string => NUMBER.format(value);

/** "2 300 plantor/ha", "450 m"; null for a service that takes no quantity. */
export function quantityText(service: Service, quantity: number | null): string | null {
  const unit = service.price.quantity?.unit;
  return unit === undefined || quantity === null ? null : `${formatNumber(quantity)} ${unit}`;
}

const line = (text: string, quantity: number, unit: string, unitPriceOre: number, amountOre: number) =>
  ({ text, quantity, unit, unitPriceOre, amountOre }) satisfies EstimateLine;

function modelLines(service: Service, hundredths: number, quantity: number | null): EstimateLine[] {
  const { price } = service;
  const hectares = hundredths / 100;
  const perHectare = (text: string) =>
    line(
      text,
      hectares,
      'ha',
      price.unitPriceOre,
      divideRoundingHalfUp(hundredths * price.unitPriceOre, 100),
    );
  switch (price.model) {
    case 'per-ha':
      return [perHectare(service.title)];
    case 'per-plant': {
      const plants = divideRoundingHalfUp(hundredths * (quantity ?? 0), 100);
      return [
        line('Plantor inklusive plantering', plants, 'st', price.unitPriceOre, plants * price.unitPriceOre),
      ];
    }
    case 'plan-plus-ha': {
      const base = price.basePriceOre ?? 0;
      return [
        line(`${service.title}, grundpris`, 1, 'st', base, base),
        perHectare(`${service.title}, per hektar`),
      ];
    }
    case 'per-metre': {
      const metres = quantity ?? 0;
      return [line(service.title, metres, 'm', price.unitPriceOre, metres * price.unitPriceOre)];
    }
    case 'fixed':
      return [
        price.unitPriceOre === 0
          ? line('Kostnadsfri virkesvärdering och anbud', 1, 'st', 0, 0)
          : line(`${service.title}, rådgivningsbesök`, 1, 'st', price.unitPriceOre, price.unitPriceOre),
      ];
  }
}

/**
 * The estimate of one order line: the service on `areaSquareMetres` (measured by the server) with the
 * member's `quantity` (plants per hectare, metres of road; null where the service takes none, already
 * checked against the service's limits). Below the service's minimum, a line tops it up to the minimum.
 */
export function priceEstimate(service: Service, areaSquareMetres: number, quantity: number | null): Estimate {
  const hundredths = areaHundredths(areaSquareMetres);
  const lines = modelLines(service, hundredths, quantity);
  const subtotal = lines.reduce((sum, entry) => sum + entry.amountOre, 0);
  const topUp = service.price.minimumOre - subtotal;
  if (topUp > 0) lines.push(line('Tillägg upp till lägsta pris per beställning', 1, 'st', topUp, topUp));
  const netOre = lines.reduce((sum, entry) => sum + entry.amountOre, 0);
  const vatOre = vatOf(netOre, service.price.vatPercent);
  return { areaHa: hundredths / 100, lines, netOre, vatOre, totalOre: netOre + vatOre };
}
