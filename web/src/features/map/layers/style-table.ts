import { CUTTING_CLASSES, type CuttingClass } from '#contracts/estates';
import type { CustomPointCategory } from '#contracts/custom-points';

/**
 * How the map draws each legend style key (contracts/geo.ts `LegendEntry.style`), as plain data: the map's
 * OpenLayers styles and the legend's swatches are both made from it, so they cannot disagree.
 */
export interface AreaStyle {
  readonly kind: 'area';
  readonly fill: string;
  readonly stroke: string;
  readonly strokeWidth: number;
  readonly dash?: readonly number[];
  /** Diagonal hatching over the fill, for areas that must stay readable where they overlap. */
  readonly hatch?: boolean;
}

export interface PointStyle {
  readonly kind: 'point';
  readonly shape: 'circle' | 'square' | 'triangle' | 'diamond';
  readonly fill: string;
  readonly stroke: string;
  readonly radius: number;
  /** A pale ring around the point: most lämningar are recorded only by their centre (docs/map.md 1.1). */
  readonly halo?: string;
}

export interface LineStyle {
  readonly kind: 'line';
  readonly stroke: string;
  readonly strokeWidth: number;
  readonly dash?: readonly number[];
}

export type MapStyle = AreaStyle | PointStyle | LineStyle;

const area = (fill: string, stroke: string, extra: Partial<AreaStyle> = {}): AreaStyle => ({
  kind: 'area',
  fill,
  stroke,
  strokeWidth: 2,
  ...extra,
});

const point = (shape: PointStyle['shape'], fill: string, extra: Partial<PointStyle> = {}): PointStyle => ({
  kind: 'point',
  shape,
  fill,
  stroke: '#ffffff',
  radius: 7,
  ...extra,
});

/** Huggningsklass colours as Swedish forest plans draw them: bare land pale, young forest light, mature dark. */
const CUTTING_CLASS_COLOURS: Record<CuttingClass, [fill: string, stroke: string]> = {
  K1: ['rgba(245, 230, 160, 0.6)', '#8a7a2a'],
  K2: ['rgba(236, 212, 120, 0.6)', '#7d6a1c'],
  R1: ['rgba(214, 236, 150, 0.6)', '#5f7d22'],
  R2: ['rgba(182, 219, 118, 0.6)', '#4f7420'],
  G1: ['rgba(138, 198, 100, 0.6)', '#3b6e25'],
  G2: ['rgba(96, 174, 78, 0.6)', '#2f6421'],
  S1: ['rgba(62, 140, 62, 0.6)', '#1f4f22'],
  S2: ['rgba(42, 112, 54, 0.6)', '#163f1e'],
  S3: ['rgba(29, 85, 43, 0.6)', '#0f3216'],
  E1: ['rgba(196, 168, 216, 0.6)', '#5a3f78'],
  E2: ['rgba(163, 128, 192, 0.6)', '#4b3068'],
  E3: ['rgba(128, 90, 166, 0.6)', '#3c2357'],
};

const standStyles = Object.fromEntries(
  CUTTING_CLASSES.map((cuttingClass) => {
    const [fill, stroke] = CUTTING_CLASS_COLOURS[cuttingClass];
    return [`stand-${cuttingClass}`, area(fill, stroke, { strokeWidth: 1.5 })];
  }),
);

/** One colour per custom point category: a new category does not compile until it has one. */
const CUSTOM_POINT_COLOURS: Record<CustomPointCategory, string> = {
  observation: '#1f5fb4',
  skada: '#b3261e',
  vilt: '#7a4a12',
  vag: '#4a4f55',
  natur: '#1d6b38',
  kulturlamning: '#8a3d8f',
  ovrigt: '#5b5b8f',
};

const customPointStyles = Object.fromEntries(
  Object.entries(CUSTOM_POINT_COLOURS).map(([category, colour]) => [
    `punkt-${category}`,
    point('circle', colour, { radius: 8 }),
  ]),
);

export const STYLE_TABLE: Readonly<Record<string, MapStyle>> = {
  // Skyddad natur
  nationalpark: area('rgba(0, 110, 60, 0.22)', '#00582f', { strokeWidth: 2.5 }),
  naturreservat: area('rgba(46, 139, 87, 0.2)', '#1e6b40', { hatch: true }),
  naturvardsomrade: area('rgba(120, 170, 60, 0.2)', '#4d7a1f', { dash: [8, 4] }),
  kulturreservat: area('rgba(170, 120, 60, 0.2)', '#7a5320', { dash: [8, 4] }),
  natura2000: area('rgba(30, 90, 200, 0.14)', '#1a4fa8', { dash: [10, 5], hatch: true }),
  biotopskydd: area('rgba(210, 105, 30, 0.25)', '#9a4a0f'),
  naturvardsavtal: area('rgba(218, 165, 32, 0.25)', '#8a6400', { dash: [4, 4] }),
  nyckelbiotop: area('rgba(190, 60, 120, 0.2)', '#8c2457'),
  // Fornlämningar (RAÄ's classes)
  fornlamning: point('diamond', '#8a1c1c', { halo: 'rgba(138, 28, 28, 0.18)' }),
  'mojlig-fornlamning': point('diamond', '#c25a1a', { halo: 'rgba(194, 90, 26, 0.18)' }),
  'ovrig-kulturhistorisk-lamning': point('square', '#6b4c9a', { radius: 6 }),
  'ingen-antikvarisk-bedomning': point('square', '#6b6b6b', { radius: 6 }),
  'ej-kulturhistorisk-lamning': point('triangle', '#9a9a9a', { radius: 6 }),
  // Vatten, fjäll, våtmarker
  vattenskydd: area('rgba(0, 120, 200, 0.18)', '#005c99', { dash: [12, 4, 2, 4] }),
  'vattenskydd-primar': area('rgba(0, 120, 200, 0.28)', '#004f85'),
  'vattenskydd-sekundar': area('rgba(0, 120, 200, 0.14)', '#005c99', { dash: [12, 4, 2, 4] }),
  fjallnara: area('rgba(120, 144, 156, 0.16)', '#37474f', { strokeWidth: 3, dash: [14, 6] }),
  sumpskog: area('rgba(0, 128, 128, 0.22)', '#005f5f', { hatch: true }),
  vmi: area('rgba(64, 160, 200, 0.2)', '#1f6f8f'),
  'vmi-klass-1': area('rgba(0, 100, 160, 0.35)', '#00466f'),
  'vmi-klass-2': area('rgba(30, 130, 190, 0.28)', '#155d85'),
  'vmi-klass-3': area('rgba(80, 160, 210, 0.22)', '#1f6f8f'),
  'vmi-klass-4': area('rgba(140, 195, 225, 0.2)', '#2f7f9f'),
  // Min skog
  fastighetsomrade: area('rgba(192, 22, 29, 0.04)', '#c0161d', { strokeWidth: 3 }),
  fastighet: area('rgba(192, 22, 29, 0)', '#c0161d', { strokeWidth: 2, dash: [8, 4] }),
  'egen-yta': area('rgba(31, 95, 180, 0.15)', '#1f5fb4', { dash: [6, 4] }),
  ...standStyles,
  ...customPointStyles,
};

/** A key nobody listed still draws, visibly, rather than not at all. */
export const FALLBACK_STYLE: AreaStyle = area('rgba(90, 90, 90, 0.15)', '#444444');

/** The member's estates are the property area layer (`fastighetsomrade`); stands are keyed by huggningsklass. */
export const ESTATE_STYLE_KEY = 'fastighetsomrade';
export const standStyleKey = (cuttingClass: CuttingClass): string => `stand-${cuttingClass}`;

export const styleFor = (key: string | undefined): MapStyle =>
  (key === undefined ? undefined : STYLE_TABLE[key]) ?? FALLBACK_STYLE;
