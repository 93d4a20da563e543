import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CUTTING_CLASSES } from '#contracts/estates';
import { CUSTOM_POINT_CATEGORIES } from '#contracts/custom-points';
import { FALLBACK_STYLE, STYLE_TABLE, standStyleKey, styleFor } from './style-table';

/**
 * The server's layer catalogue names the legend style keys; read as text, since the web may not import
 * server code. A key missing here would draw in the grey fallback, and its legend swatch with it.
 */
const catalogue = readFileSync(
  join(import.meta.dirname, '../../../../../server/src/geo/layer-catalogue.ts'),
  'utf8',
);
const registryKeys = [...catalogue.matchAll(/\{ style: '([^']+)', label:/g)].map((match) => match[1] ?? '');

describe('the style table', () => {
  it('has a style for every legend key of the layer registry', () => {
    expect(registryKeys.length).toBeGreaterThan(20);
    expect(registryKeys.filter((key) => !(key in STYLE_TABLE))).toEqual([]);
  });

  it("has a style for every huggningsklass and every custom point category, the map's own keys", () => {
    const own = [
      ...CUTTING_CLASSES.map(standStyleKey),
      ...CUSTOM_POINT_CATEGORIES.map((category) => `punkt-${category}`),
      'fastighetsomrade',
      'egen-yta',
    ];
    expect(own.filter((key) => !(key in STYLE_TABLE))).toEqual([]);
  });

  it('tells the huggningsklasser apart by colour', () => {
    const fills = CUTTING_CLASSES.map((cuttingClass) => {
      const style = styleFor(standStyleKey(cuttingClass));
      return style.kind === 'area' ? style.fill : '';
    });
    expect(new Set(fills).size).toBe(CUTTING_CLASSES.length);
  });

  it('draws an unknown key with the fallback rather than not at all', () => {
    expect(styleFor('no-such-key')).toBe(FALLBACK_STYLE);
    expect(styleFor(undefined)).toBe(FALLBACK_STYLE);
  });
});
