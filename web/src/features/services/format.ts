import type { Price } from '#contracts/services';
import { formatPercent, formatPrice, formatQuantity } from '../../lib/format';
import { servicesTexts } from './services.texts';

const texts = servicesTexts.price;

export const isFree = (price: Price): boolean =>
  price.unitPriceOre === 0 && (price.basePriceOre ?? 0) === 0 && price.minimumOre === 0;

/** The price in a few words: "3 400 kr/ha", "5,50 kr per planta", "800 kr per plan + 100 kr/ha", "180 kr/m". */
export function priceText(price: Price): string {
  const unit = formatPrice(price.unitPriceOre);
  switch (price.model) {
    case 'per-ha':
      return texts.perHa(unit);
    case 'per-plant':
      return texts.perPlant(unit);
    case 'plan-plus-ha':
      return texts.planPlusHa(formatPrice(price.basePriceOre ?? 0), unit);
    case 'per-metre':
      return texts.perMetre(unit);
    case 'fixed':
      return unit;
  }
}

/** The price on a card: "3 400 kr/ha exkl. moms", or "Kostnadsfritt". */
export const priceLine = (price: Price): string =>
  isFree(price) ? texts.free : `${priceText(price)} ${texts.exVat}`;

/** How the price is worked out, in sentences. */
export function priceExplanation(price: Price): string[] {
  if (isFree(price)) return [texts.freeExplain];
  const unit = formatPrice(price.unitPriceOre);
  const model =
    price.model === 'plan-plus-ha'
      ? texts.explain['plan-plus-ha'](formatPrice(price.basePriceOre ?? 0), unit)
      : texts.explain[price.model](unit);
  return [
    model,
    ...(price.quantity === null
      ? []
      : [texts.quantityDefault(formatQuantity(price.quantity.default, price.quantity.unit))]),
    ...(price.minimumOre > 0 ? [texts.minimum(formatPrice(price.minimumOre))] : []),
  ];
}

export const vatNote = (price: Price): string => texts.vat(formatPercent(price.vatPercent));
