import type { MapLayer } from '#contracts/geo';
import { formatDate, formatHectares, formatNumber } from '../../lib/format';
import { ATTRIBUTE_LABELS, CUTTING_CLASS_LABELS, GOAL_CLASS_LABELS, mapTexts } from './map.texts';

/** What the attribute panel and the feature list show about one map feature, in Swedish. */
export interface FeatureDetails {
  readonly title: string;
  /** What kind of thing it is: the layer's title, or "Avdelning" / "Fastighet". */
  readonly kind: string;
  readonly rows: readonly { label: string; value: string }[];
}

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function speciesText(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const { pine, spruce, deciduous } = value as Record<string, unknown>;
  const parts = [
    ['tall', num(pine)],
    ['gran', num(spruce)],
    ['löv', num(deciduous)],
  ] as const;
  const text = parts
    .filter(([, share]) => share !== null && share > 0)
    .map(([name, share]) => `${name} ${formatNumber(share ?? 0, 0)} %`)
    .join(', ');
  return text === '' ? null : text.charAt(0).toUpperCase() + text.slice(1);
}

/** A stand's attributes as its forest plan shows them (docs/domain.md 2). */
export function standDetails(properties: Record<string, unknown>, designation: string): FeatureDetails {
  const rows: { label: string; value: string }[] = [];
  const add = (key: string, value: string | null): void => {
    if (value !== null) rows.push({ label: ATTRIBUTE_LABELS[key] ?? key, value });
  };
  const area = num(properties.areaHa);
  const age = num(properties.age);
  const volumePerHa = num(properties.volumePerHa);
  const volumeTotal = num(properties.volumeTotal);
  const growth = num(properties.growthPerHa);
  const action = properties.proposedAction;
  const year = num(properties.proposedYear);
  add('areaHa', area === null ? null : formatHectares(area));
  add('age', age === null ? null : `${formatNumber(age, 0)} år`);
  add('siteIndex', typeof properties.siteIndex === 'string' ? properties.siteIndex : null);
  add(
    'cuttingClass',
    (CUTTING_CLASS_LABELS as Partial<Record<string, string>>)[String(properties.cuttingClass)] ?? null,
  );
  add(
    'goalClass',
    (GOAL_CLASS_LABELS as Partial<Record<string, string>>)[String(properties.goalClass)] ?? null,
  );
  add('species', speciesText(properties.species));
  add('volumePerHa', volumePerHa === null ? null : `${formatNumber(volumePerHa, 0)} m³sk/ha`);
  add('volumeTotal', volumeTotal === null ? null : `${formatNumber(volumeTotal, 0)} m³sk`);
  add('growthPerHa', growth === null ? null : `${formatNumber(growth, 1)} m³sk/ha och år`);
  add(
    'proposedAction',
    typeof action === 'string'
      ? year === null || action === 'Ingen'
        ? action
        : `${action} ${String(year)}`
      : null,
  );
  return {
    title: mapTexts.details.standTitle(num(properties.number) ?? 0, designation),
    kind: 'Avdelning',
    rows,
  };
}

/** Properties the map or the GeoJSON carry that mean nothing to a person. */
const HIDDEN = new Set([
  '_source',
  'styleKey',
  'synthetic',
  'geometry',
  'id',
  'estateId',
  'layerId',
  'bbox',
  'objektidentitet',
]);
const TITLE_KEYS = ['name', 'namn', 'NAMN', 'title', 'designation', 'beteckning', 'lamningstyp'];
const HECTARE_KEYS = new Set(['areaHa', 'AREA_HA', 'areal_ha']);

function valueText(key: string, value: unknown, layer: MapLayer): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number')
    return HECTARE_KEYS.has(key) ? formatHectares(value) : formatNumber(value, 1);
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nej';
  if (typeof value === 'string') {
    // A custom point's category reads as its legend row ('punkt-<category>').
    if (key === 'category')
      return layer.legend.find((entry) => entry.style === `punkt-${value}`)?.label ?? value;
    if (/^\d{4}-\d{2}-\d{2}(T|$)/.test(value)) return formatDate(value);
    return value;
  }
  return null;
}

const labelOf = (key: string): string => ATTRIBUTE_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1);

/** A thematic layer's feature: named by its name property, else by its legend row; the rest as rows. */
export function layerFeatureDetails(properties: Record<string, unknown>, layer: MapLayer): FeatureDetails {
  const styleValue = layer.styleProperty === undefined ? undefined : properties[layer.styleProperty];
  const legendLabel =
    layer.legend.find((entry) => entry.style === styleValue)?.label ??
    (layer.legend.length === 1 ? layer.legend[0]?.label : undefined);
  const titleKey = TITLE_KEYS.find((key) => typeof properties[key] === 'string' && properties[key] !== '');
  const rows: { label: string; value: string }[] = [];
  if (legendLabel !== undefined && titleKey !== undefined) rows.push({ label: 'Typ', value: legendLabel });
  for (const [key, value] of Object.entries(properties)) {
    if (HIDDEN.has(key) || key === titleKey || key === layer.styleProperty) continue;
    const text = valueText(key, value, layer);
    if (text !== null) rows.push({ label: labelOf(key), value: text });
  }
  return {
    title: titleKey === undefined ? (legendLabel ?? layer.title) : String(properties[titleKey]),
    kind: layer.title,
    rows,
  };
}

export function estateDetails(designation: string, rows: { label: string; value: string }[]): FeatureDetails {
  return { title: designation, kind: 'Fastighet', rows };
}
