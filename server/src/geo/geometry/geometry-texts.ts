/** The Swedish messages of geometry validation: what is wrong and, where it helps, where. */

const METRES = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0, useGrouping: true });

/**
 * A position as the message shows it: whole metres, E before N, e.g. "E 650 123, N 6 650 456", with
 * no-break spaces (as sv-SE groups digits) so a coordinate never breaks over two lines.
 */
export const where = (easting: number, northing: number): string =>
  `E\u00a0${METRES.format(easting)}, N\u00a0${METRES.format(northing)}`;

/** "det yttre området" or "hål 2", so a drawing with holes says which ring is wrong. */
export const ringName = (ring: number, polygon: number, polygonCount: number): string => {
  const part = polygonCount > 1 ? ` i del ${String(polygon + 1)}` : '';
  return ring === 0 ? `ytterkanten${part}` : `hål ${String(ring)}${part}`;
};

export const geometryTexts = {
  notAGeometry: 'Placera punkten eller rita området på kartan.',
  unsupportedType: 'Geometrin ska vara en punkt eller ett område (polygon).',
  notAnArea: 'Rita ett område på kartan; en punkt har ingen areal.',
  notANumber: 'Koordinaterna måste vara tal i SWEREF 99 TM (meter).',
  badPosition: 'Varje hörn ska ha två koordinater: öst (E) och nord (N) i SWEREF 99 TM.',
  noRings: 'Området saknar hörn. Rita området på kartan.',
  emptyMultiPolygon: 'Området saknar delar. Rita området på kartan.',
  tooFewPositions: (ring: string) =>
    `${capitalise(ring)} har för få hörn. Ett område behöver minst tre olika hörn.`,
  notClosed: (ring: string, first: string, last: string) =>
    `${capitalise(ring)} är inte sluten: sista hörnet (${last}) ska vara samma som det första (${first}).`,
  tooManyVertices: (count: number, max: number) =>
    `Området har ${METRES.format(count)} hörn; högst ${METRES.format(max)} får sparas. Förenkla gränsen.`,
  lonLat: 'Koordinaterna ser ut att vara longitud och latitud; kartan använder SWEREF 99 TM.',
  swappedAxes:
    'Koordinaterna ser ut att ha nord och öst i omvänd ordning; ange öst (E) först och nord (N) sedan, i SWEREF 99 TM.',
  rt90: 'Koordinaterna ser ut att vara i RT 90; kartan använder SWEREF 99 TM.',
  outsideSweden: (position: string) =>
    `Platsen ${position} ligger utanför Sverige. Kontrollera att koordinaterna är i SWEREF 99 TM.`,
  selfIntersection: (position: string) =>
    `Områdets kant korsar sig själv vid ${position}. Rita om gränsen så att den inte korsar sig själv.`,
  ringSelfIntersection: (position: string) =>
    `Områdets kant går genom samma punkt två gånger vid ${position}. Rita om gränsen där.`,
  holeOutsideShell: (position: string) =>
    `Ett hål ligger utanför området, vid ${position}. Ett hål måste ligga inuti området.`,
  nestedHoles: (position: string) => `Ett hål ligger inuti ett annat hål, vid ${position}.`,
  disconnectedInterior: (position: string) =>
    `Hålen delar området i flera bitar vid ${position}. Rita dem som separata områden.`,
  nestedShells: (position: string) => `En del av området ligger inuti en annan del, vid ${position}.`,
  duplicateRings: (position: string) => `Samma kant finns två gånger, vid ${position}.`,
  tooFewPoints: (position: string) =>
    `Området har för få olika hörn vid ${position}. Ett område behöver minst tre olika hörn.`,
  invalidTopology: (position: string) => `Områdets form är inte giltig vid ${position}. Rita om det.`,
} as const;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
