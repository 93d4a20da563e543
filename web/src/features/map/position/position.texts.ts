import { formatNumber, formatOneDecimal } from '../../../lib/format';
import type { CompassPoint } from '#contracts/plane-geometry';

/**
 * A distance as a walker reads it: to the nearest 10 m under a kilometre ("340 m"), then in kilometres
 * with one decimal ("1,2 km"), and whole kilometres from 10 km ("12 km").
 */
export function formatWalkingDistance(metres: number): string {
  const tens = Math.max(10, Math.round(metres / 10) * 10);
  if (tens < 1_000) return `${String(tens)}\u00a0m`;
  const km = metres / 1_000;
  return km < 9.95 ? `${formatOneDecimal(km)}\u00a0km` : `${formatNumber(Math.round(km), 0)}\u00a0km`;
}

/** A sentence's words as the plan writes them, in the middle of a sentence: "Gallring, …" → "gallring, …". */
const midSentence = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

export const positionTexts = {
  show: 'Visa var jag är',
  follow: 'Följ min position',
  searching: 'Söker din position …',
  accuracy: (distance: string) => `Din position på ungefär ${distance} när.`,
  /** "Du står i avdelning 12 på Uppsala Ekeby 2:7 (gallring, dags sedan 2021)". */
  inStand: (number: number, designation: string, nextAction: string | null) =>
    `Du står i avdelning ${String(number)} på ${designation}` +
    (nextAction === null ? '' : ` (${midSentence(nextAction)})`),
  inEstate: (designation: string) => `Du står på ${designation}, utanför skogsbruksplanens avdelningar.`,
  outside: (distance: string, designation: string) =>
    `Du är utanför dina fastigheter, ${distance} till ${designation}`,
  noEstates: 'Kartan visar var du är. Det finns ingen fastighetsgräns att jämföra med.',
  /** "Granen vid bäcken, 120 m åt nordost". */
  wayTo: (title: string, distance: string, direction: CompassPoint) =>
    `${title}, ${distance} åt ${direction}`,
  arrived: (title: string) => `Du är framme vid ${title}.`,
  wayButton: 'Visa vägen hit',
  stopWay: 'Sluta visa vägen',
  wayWaits: (title: string) => `Vägen till ${title} visas när din position har hittats.`,
  errors: {
    denied:
      'Kartan får inte använda din position. Tillåt platsen för den här webbplatsen i telefonens inställningar: ' +
      'på en iPhone under Inställningar, Integritet och säkerhet, Platstjänster; på en Android-telefon i ' +
      'webbläsarens meny under Inställningar, Webbplatsinställningar, Plats. Tryck sedan på ”Visa var jag är” igen.',
    unavailable:
      'Telefonen hittar inte din position just nu. Gå ut i det fria, en bit från husväggar och tät skog, och tryck ' +
      'på ”Visa var jag är” igen.',
    timeout:
      'Det tog för lång tid att hitta din position. Gå ut i det fria och tryck på ”Visa var jag är” igen.',
    unsupported: 'Den här webbläsaren kan inte visa din position. Kartan och planen fungerar ändå.',
    outsideSweden: 'Din position ligger utanför Sverige, så kartan kan inte visa den.',
  },
};
