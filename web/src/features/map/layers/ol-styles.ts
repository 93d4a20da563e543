import type { FeatureLike } from 'ol/Feature';
import { Circle, Fill, RegularShape, Stroke, Style } from 'ol/style';
import type { StyleFunction } from 'ol/style/Style';
import { styleFor, type AreaStyle, type MapStyle, type PointStyle } from './style-table';

/** OpenLayers styles made from the style table, one set per key, made once. */

function hatchPattern(colour: string): CanvasPattern | string {
  const canvas = document.createElement('canvas');
  canvas.width = 8;
  canvas.height = 8;
  const context = canvas.getContext('2d');
  if (context === null) return colour;
  context.strokeStyle = colour;
  context.lineWidth = 1.5;
  context.beginPath();
  context.moveTo(0, 8);
  context.lineTo(8, 0);
  context.stroke();
  return context.createPattern(canvas, 'repeat') ?? colour;
}

const SHAPES: Record<PointStyle['shape'], { points: number; angle: number; radiusFactor: number }> = {
  circle: { points: 0, angle: 0, radiusFactor: 1 },
  square: { points: 4, angle: Math.PI / 4, radiusFactor: 1.2 },
  diamond: { points: 4, angle: 0, radiusFactor: 1.3 },
  triangle: { points: 3, angle: 0, radiusFactor: 1.3 },
};

function pointImage(style: Pick<PointStyle, 'shape' | 'fill' | 'stroke' | 'radius'>, strokeWidth = 2) {
  const fill = new Fill({ color: style.fill });
  const stroke = new Stroke({ color: style.stroke, width: strokeWidth });
  if (style.shape === 'circle') return new Circle({ radius: style.radius, fill, stroke });
  const shape = SHAPES[style.shape];
  return new RegularShape({
    points: shape.points,
    radius: style.radius * shape.radiusFactor,
    angle: shape.angle,
    fill,
    stroke,
  });
}

function areaStyles(style: AreaStyle): Style[] {
  const stroke = new Stroke({
    color: style.stroke,
    width: style.strokeWidth,
    lineDash: style.dash === undefined ? undefined : [...style.dash],
  });
  const styles = [
    new Style({
      fill: new Fill({ color: style.fill }),
      stroke,
      // A point drawn with an area's style still shows.
      image: new Circle({
        radius: 6,
        fill: new Fill({ color: style.stroke }),
        stroke: new Stroke({ color: '#fff', width: 2 }),
      }),
    }),
  ];
  if (style.hatch === true) styles.push(new Style({ fill: new Fill({ color: hatchPattern(style.stroke) }) }));
  return styles;
}

function olStyles(style: MapStyle): Style[] {
  switch (style.kind) {
    case 'area':
      return areaStyles(style);
    case 'line':
      return [
        new Style({
          stroke: new Stroke({
            color: style.stroke,
            width: style.strokeWidth,
            lineDash: style.dash === undefined ? undefined : [...style.dash],
          }),
        }),
      ];
    case 'point': {
      const styles: Style[] = [];
      if (style.halo !== undefined) {
        styles.push(
          new Style({
            image: new Circle({ radius: style.radius * 2.4, fill: new Fill({ color: style.halo }) }),
          }),
        );
      }
      styles.push(
        new Style({
          image: pointImage(style),
          // An area drawn with a point's style still shows.
          fill: new Fill({ color: 'rgba(255, 255, 255, 0.2)' }),
          stroke: new Stroke({ color: style.fill, width: 2 }),
        }),
      );
      return styles;
    }
  }
}

const cache = new Map<string, Style[]>();

export function stylesForKey(key: string | undefined): Style[] {
  const cacheKey = key ?? '';
  let styles = cache.get(cacheKey);
  if (styles === undefined) {
    styles = olStyles(styleFor(key));
    cache.set(cacheKey, styles);
  }
  return styles;
}

/**
 * Draws a point style's symbols ahead of the frame that first shows them: the picture at the screen's pixel
 * ratio (kept in OpenLayers' shared icon cache) and the one clicks are tested against. Drawn inside that frame,
 * every kind of point symbol on the map cost a long task on a slow phone.
 */
export function preparePointSymbols(key: string, pixelRatio: number): void {
  for (const style of stylesForKey(key)) {
    const image = style.getImage();
    if (image === null) continue;
    image.getImage(pixelRatio);
    image.getHitDetectionImage();
  }
}

/** Styles each feature by the style key in one of its properties, or one key for the whole layer. */
export function styleByProperty(property: string | undefined, layerKey: string | undefined): StyleFunction {
  return (feature: FeatureLike) => {
    const value: unknown = property === undefined ? undefined : feature.get(property);
    return stylesForKey(typeof value === 'string' ? value : layerKey);
  };
}

const SELECTED_COLOUR = '#0b4fb3';

/** The square a link points at (a warning's 1 km square): a thin outline that leaves the map readable. */
export const linkedSquareStyle = new Style({ stroke: new Stroke({ color: SELECTED_COLOUR, width: 2 }) });

/** The chosen feature: a thick focus-coloured outline over its own style. */
export const selectedStyle = new Style({
  stroke: new Stroke({ color: SELECTED_COLOUR, width: 4 }),
  fill: new Fill({ color: 'rgba(11, 79, 179, 0.12)' }),
  image: new Circle({
    radius: 11,
    stroke: new Stroke({ color: SELECTED_COLOUR, width: 4 }),
    fill: new Fill({ color: 'rgba(11, 79, 179, 0.15)' }),
  }),
  zIndex: 10,
});
