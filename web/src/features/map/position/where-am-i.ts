import type { Estate, Stand, StandList } from '#contracts/estates';
import type { Position } from '#contracts/geometry';
import {
  areaContains,
  bearingDegrees,
  compassPoint,
  distanceBetween,
  distanceToBoundary,
} from '#contracts/plane-geometry';
import { formatWalkingDistance, positionTexts as texts } from './position.texts';

/** Where a position lies among the member's estates and stands. */
export type Place =
  | { readonly kind: 'stand'; readonly estate: Estate; readonly stand: Stand }
  | { readonly kind: 'estate'; readonly estate: Estate }
  | { readonly kind: 'outside'; readonly estate: Estate; readonly metres: number }
  | { readonly kind: 'nowhere' };

/**
 * The stand the position is in, else the estate, else the estate whose boundary is nearest and how far.
 * `stands` lines up with `estates` (null: no plan; undefined: not loaded yet), as the map page holds them.
 */
export function placeAt(
  position: Position,
  estates: readonly Estate[],
  stands: readonly (StandList | null | undefined)[],
): Place {
  let nearest: { estate: Estate; metres: number } | null = null;
  for (const [index, estate] of estates.entries()) {
    if (estate.boundary === null) continue;
    if (areaContains(estate.boundary, position)) {
      const stand = stands[index]?.stands.find((candidate) => areaContains(candidate.geometry, position));
      return stand === undefined ? { kind: 'estate', estate } : { kind: 'stand', estate, stand };
    }
    const metres = distanceToBoundary(estate.boundary, position);
    if (nearest === null || metres < nearest.metres) nearest = { estate, metres };
  }
  // A stand may reach past a drawn boundary by a little: the stand is what the member asks about.
  for (const [index, estate] of estates.entries()) {
    const stand = stands[index]?.stands.find((candidate) => areaContains(candidate.geometry, position));
    if (stand !== undefined) return { kind: 'stand', estate, stand };
  }
  return nearest === null ? { kind: 'nowhere' } : { kind: 'outside', ...nearest };
}

/** What identifies a place for the live region: it speaks only when this changes, not at every step. */
export function placeKey(place: Place): string {
  switch (place.kind) {
    case 'stand':
      return `stand:${place.stand.id}`;
    case 'estate':
      return `estate:${place.estate.id}`;
    case 'outside':
      return `outside:${place.estate.id}`;
    case 'nowhere':
      return 'nowhere';
  }
}

/** The place in words; a stand's next action is the plan's own text, as every screen shows it. */
export function placeSentence(place: Place): string {
  switch (place.kind) {
    case 'stand':
      return texts.inStand(place.stand.number, place.estate.designation, place.stand.nextActionText);
    case 'estate':
      return texts.inEstate(place.estate.designation);
    case 'outside':
      return texts.outside(formatWalkingDistance(place.metres), place.estate.designation);
    case 'nowhere':
      return texts.noEstates;
  }
}

/** Closer than this, the member is at the point: a phone's position is seldom better. */
const ARRIVED_METRES = 10;

/** "Granen vid bäcken, 120 m åt nordost", or that the member is there. */
export function wayToSentence(position: Position, title: string, target: Position): string {
  const metres = distanceBetween(position, target);
  if (metres < ARRIVED_METRES) return texts.arrived(title);
  return texts.wayTo(title, formatWalkingDistance(metres), compassPoint(bearingDegrees(position, target)));
}
