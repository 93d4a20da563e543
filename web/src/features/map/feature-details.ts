import type { Estate, Stand } from '#contracts/estates';
import type { MapLayer } from '#contracts/geo';
import { formatDate, formatHectares, formatNumber } from '../../lib/format';
import { planDatesLine, rolledYearOf } from '../../lib/forest-plan';
import { ATTRIBUTE_LABELS, CUTTING_CLASS_LABELS, GOAL_CLASS_LABELS, mapTexts } from './map.texts';

type DetailRow = { label: string; value: string };

/** What the attribute panel and the feature list show about one map feature, in Swedish. */
export interface FeatureDetails {
  readonly title: string;
  /** What kind of thing it is: the layer's title, or "Avdelning" / "Fastighet". */
  readonly kind: string;
  /** Under the title: an estate's or a stand's plan dates ("Inventerad … · Framskriven till …"). */
  readonly subtitle?: string | null;
  readonly rows: readonly DetailRow[];
  /** A stand of a rolled-forward plan: its rows as rolled, shown first; `rows` are as inventoried. */
  readonly rolledRows?: readonly DetailRow[];
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
  return {
    title: mapTexts.details.standTitle(num(properties.number) ?? 0, designation),
    kind: 'Avdelning',
    rows: standRows(properties),
  };
}

/**
 * Details whose rows (and subtitle) are made when first read: the map lists every stand and the features in
 * view by their titles, and only the one chosen shows its rows, so a page with hundreds of stands does not
 * format them all while it loads.
 */
function withLazyRows(
  head: Pick<FeatureDetails, 'title' | 'kind'>,
  make: () => Omit<FeatureDetails, 'title' | 'kind'>,
): FeatureDetails {
  let made: Omit<FeatureDetails, 'title' | 'kind'> | undefined;
  const rest = () => (made ??= make());
  return {
    ...head,
    get subtitle() {
      return rest().subtitle;
    },
    get rows() {
      return rest().rows;
    },
    get rolledRows() {
      return rest().rolledRows;
    },
  };
}

/**
 * A stand of the member's own plan: as inventoried, and as rolled forward when its plan is: the figures
 * that grow replaced by the roll's, the mean height added, and the roll's next action for the plan's.
 */
export function planStandDetails(stand: Stand, estate: Estate): FeatureDetails {
  return withLazyRows(
    { title: mapTexts.details.standTitle(stand.number, estate.designation), kind: 'Avdelning' },
    () => planStandRows(stand, estate),
  );
}

function planStandRows(stand: Stand, estate: Estate): Omit<FeatureDetails, 'title' | 'kind'> {
  const {
    geometry: _geometry,
    rolledForward,
    ordered: _ordered,
    stateLine: _stateLine,
    nextActionText: _nextActionText,
    ...attributes
  } = stand;
  const details = { rows: standRows(attributes), subtitle: planDatesLine(estate) };
  const rolledYear = rolledYearOf(estate);
  if (rolledForward === null || rolledYear === null) return details;
  const {
    nextAction: _next,
    nextActionYear: _nextYear,
    lastWork: _lastWork,
    year: _year,
    meanHeight,
    ...grown
  } = rolledForward;
  const rows = standRows({ ...attributes, ...grown, proposedAction: undefined });
  const afterAge = rows.findIndex((row) => row.label === ATTRIBUTE_LABELS.age) + 1;
  rows.splice(afterAge, 0, {
    label: mapTexts.details.meanHeight,
    value: `${formatNumber(meanHeight, 1)} m`,
  });
  rows.push({
    label: mapTexts.details.nextAction,
    value: stand.nextActionText ?? mapTexts.details.noNextAction,
  });
  return { ...details, rolledRows: rows };
}

function standRows(properties: Record<string, unknown>): DetailRow[] {
  const rows: DetailRow[] = [];
  const add = (key: string, value: string | null): void => {
    if (value !== null) rows.push({ label: ATTRIBUTE_LABELS[key] ?? key, value });
  };
  const area = num(properties.areaHa);
  const impediment = num(properties.impedimentHa);
  const age = num(properties.age);
  const volumePerHa = num(properties.volumePerHa);
  const volumeTotal = num(properties.volumeTotal);
  const growth = num(properties.growthPerHa);
  const action = properties.proposedAction;
  const year = num(properties.proposedYear);
  add('standAreaHa', area === null ? null : formatHectares(area));
  add('impedimentHa', impediment === null || impediment === 0 ? null : formatHectares(impediment));
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
  add('nextAction', typeof properties.nextAction === 'string' ? properties.nextAction : null);
  add(
    'proposedAction',
    typeof action === 'string'
      ? year === null || action === 'Ingen'
        ? action
        : `${action} ${String(year)}`
      : null,
  );
  return rows;
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
  const title = titleKey === undefined ? (legendLabel ?? layer.title) : String(properties[titleKey]);
  return withLazyRows({ title, kind: layer.title }, () => {
    const rows: { label: string; value: string }[] = [];
    if (legendLabel !== undefined && titleKey !== undefined) rows.push({ label: 'Typ', value: legendLabel });
    for (const [key, value] of Object.entries(properties)) {
      if (HIDDEN.has(key) || key === titleKey || key === layer.styleProperty) continue;
      const text = valueText(key, value, layer);
      if (text !== null) rows.push({ label: labelOf(key), value: text });
    }
    return { rows };
  });
}

/** An estate: its designation, with its plan's dates under it when it is one of the member's. */
export function estateDetails(
  designation: string,
  rows: DetailRow[],
  plan?: Pick<Estate, 'inventoryDate' | 'rolledForwardTo'>,
): FeatureDetails {
  return { title: designation, kind: 'Fastighet', subtitle: plan && planDatesLine(plan), rows };
}
