import type { Quantity } from '#contracts/services';
import { formatNumber } from './services.pricing.js';

/** What the services feature says in Swedish: its error messages. */

export const serviceErrors = {
  serviceNotFound: 'Tjänsten finns inte.',
  estateNotFound: 'Fastigheten finns inte bland dina fastigheter.',
  rulesBroken: 'Några uppgifter uppfyller inte reglerna. Rätta dem och försök igen.',
  standsNotOnEstate:
    'Någon av avdelningarna finns inte på den valda fastigheten. Välj avdelningarna på nytt i kartan.',
  areaTooSmall: 'Området är för litet. Välj ett område på minst 0,01 hektar.',
  outsideEstate: (designation: string) =>
    `Området ligger utanför fastigheten ${designation}. Rita området inom fastighetens gränser.`,
  quantityRequired: (quantity: Quantity) => `Ange ${quantity.label.toLowerCase()}.`,
  quantityRange: (quantity: Quantity) =>
    `Ange ${quantity.label.toLowerCase()} mellan ${formatNumber(quantity.min)} och ` +
    `${formatNumber(quantity.max)} ${quantity.unit}.`,
  quantityNotTaken: 'Den här tjänsten tar inget antal. Lämna fältet tomt.',
} as const;
