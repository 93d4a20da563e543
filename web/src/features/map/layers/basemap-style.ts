import type { FeatureLike } from 'ol/Feature';
import { Fill, Stroke, Style, Text } from 'ol/style';

/**
 * The offline base map's look, after Lantmäteriet's muted topographic map (topowebb_nedtonad): pale land,
 * soft green forest, near-white open land, grey-blue water, white roads with grey casings, dark grey names.
 * Each feature of `/api/geo/basemap` says what it is in its `kind` property.
 */
export const BASEMAP_KINDS = [
  'land',
  'forest',
  'open',
  'wetland',
  'urban',
  'water',
  'watercourse',
  'road',
  'railway',
  'place',
] as const;
export type BaseMapKind = (typeof BASEMAP_KINDS)[number];

/** The sea: the base map's land polygons are drawn over it. */
export const BASEMAP_BACKGROUND = '#c5d8e3';

const fill = (colour: string): Style => new Style({ fill: new Fill({ color: colour }), zIndex: 0 });

const ROAD_STYLES: Record<string, Style[]> = {
  major: [
    new Style({ stroke: new Stroke({ color: '#b8b3a8', width: 6 }), zIndex: 3 }),
    new Style({ stroke: new Stroke({ color: '#fbf3e2', width: 4 }), zIndex: 4 }),
  ],
  minor: [
    new Style({ stroke: new Stroke({ color: '#c4c2bb', width: 3.5 }), zIndex: 3 }),
    new Style({ stroke: new Stroke({ color: '#ffffff', width: 2 }), zIndex: 4 }),
  ],
  track: [new Style({ stroke: new Stroke({ color: '#9b978d', width: 1.2, lineDash: [4, 3] }), zIndex: 3 })],
};

const STYLES: Record<Exclude<BaseMapKind, 'road' | 'place'>, Style[]> = {
  land: [fill('#f6f5f1')],
  forest: [fill('#dfe8da')],
  open: [fill('#f9f8ef')],
  wetland: [
    new Style({ fill: new Fill({ color: '#e2ebe8' }), stroke: new Stroke({ color: '#b9cbc6', width: 1 }) }),
  ],
  urban: [fill('#e9e5e0')],
  water: [
    new Style({
      fill: new Fill({ color: '#c5d8e3' }),
      stroke: new Stroke({ color: '#a7c0cf', width: 1 }),
      zIndex: 1,
    }),
  ],
  watercourse: [new Style({ stroke: new Stroke({ color: '#a7c0cf', width: 2 }), zIndex: 1 })],
  railway: [
    new Style({ stroke: new Stroke({ color: '#8d8d8d', width: 3 }), zIndex: 2 }),
    new Style({ stroke: new Stroke({ color: '#ffffff', width: 1.5, lineDash: [6, 6] }), zIndex: 2 }),
  ],
};

const textStyles = new Map<string, Style>();

function placeStyle(name: string, rank: number): Style {
  const key = `${String(rank)}:${name}`;
  let style = textStyles.get(key);
  if (style === undefined) {
    const size = rank <= 1 ? 16 : rank === 2 ? 14 : 12;
    style = new Style({
      text: new Text({
        text: name,
        font: `${rank <= 1 ? '600 ' : ''}${String(size)}px system-ui, sans-serif`,
        fill: new Fill({ color: '#3d3f3b' }),
        stroke: new Stroke({ color: 'rgba(255, 255, 255, 0.9)', width: 3 }),
        overflow: true,
      }),
      zIndex: 10,
    });
    textStyles.set(key, style);
  }
  return style;
}

const kindOf = (feature: FeatureLike): string => String(feature.get('kind') ?? '');

/** Areas, water and roads; names are drawn by `baseMapLabelStyle` on a decluttered layer of their own. */
export function baseMapStyle(feature: FeatureLike): Style[] | undefined {
  const kind = kindOf(feature);
  if (kind === 'place') return undefined;
  if (kind === 'road') return ROAD_STYLES[String(feature.get('class') ?? 'minor')] ?? ROAD_STYLES.minor;
  return STYLES[kind as keyof typeof STYLES];
}

/** Place names: larger for larger places (`rank` 1 town, 2 village, 3 hamlet); roads' names are not drawn. */
export function baseMapLabelStyle(feature: FeatureLike, resolution: number): Style | undefined {
  if (kindOf(feature) !== 'place') return undefined;
  const name: unknown = feature.get('name');
  const rank = Number(feature.get('rank') ?? 3);
  // Small places only when zoomed in far enough that they do not crowd the map.
  if (typeof name !== 'string' || (rank >= 3 && resolution > 16) || (rank === 2 && resolution > 64)) {
    return undefined;
  }
  return placeStyle(name, rank);
}
