import { ACTION_REACHED, type CuttingClass } from '#contracts/estates';
import type { Quantity } from '#contracts/services';
import { formatNumber } from './services.pricing.js';

/** What the services feature says in Swedish: error messages and why a stand is recommended. */

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

/** The plan's huggningsklass in words, as the reason for a recommendation begins. */
const CUTTING_CLASS_WORDS: Readonly<Record<CuttingClass, string>> = {
  K1: 'Kalmark',
  K2: 'Kalmark',
  R1: 'Röjningsskog',
  R2: 'Röjningsskog',
  G1: 'Gallringsskog',
  G2: 'Gallringsskog',
  S1: 'Slutavverkningsskog',
  S2: 'Slutavverkningsskog',
  S3: 'Slutavverkningsskog',
  E1: 'Restskog',
  E2: 'Gles skog',
  E3: 'Hagmarksskog',
};

/**
 * Why a stand is recommended. A rolled-forward stand whose action has come: "Avdelning 17 har nått
 * gallringsålder (gallringsskog G1, 42 år i framskrivningen till 2026)". Otherwise the plan's (or the
 * roll's) class, age and year: "Röjningsskog (R2), 14 år, röjning föreslås 2027".
 */
export function recommendationReason(stand: {
  number: number;
  cuttingClass: CuttingClass;
  age: number;
  proposedAction: string;
  proposedYear: number | null;
  rolledYear: number | null;
}): string {
  const reached = (ACTION_REACHED as Partial<Record<string, string>>)[stand.proposedAction];
  if (
    reached !== undefined &&
    stand.rolledYear !== null &&
    stand.proposedYear !== null &&
    stand.proposedYear <= stand.rolledYear
  ) {
    return (
      `Avdelning ${String(stand.number)} ${reached} (${CUTTING_CLASS_WORDS[stand.cuttingClass].toLowerCase()} ` +
      `${stand.cuttingClass}, ${String(stand.age)} år i framskrivningen till ${String(stand.rolledYear)})`
    );
  }
  const when = stand.proposedYear === null ? '' : ` ${String(stand.proposedYear)}`;
  return (
    `${CUTTING_CLASS_WORDS[stand.cuttingClass]} (${stand.cuttingClass}), ${String(stand.age)} år, ` +
    `${stand.proposedAction.toLowerCase()} föreslås${when}`
  );
}
