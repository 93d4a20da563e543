import { CUTTING_CLASSES } from '#contracts/estates';
import type { LayerId, LayerRegistry } from '#contracts/geo';
import { standStyleKey } from '../layers/style-table';
import { CUTTING_CLASS_LABELS, mapTexts } from '../map.texts';
import styles from '../map.module.css';
import { Swatch } from './swatch';

const texts = mapTexts.legend;

function LegendRows({ rows }: { rows: readonly { style: string; label: string }[] }) {
  return (
    <ul className={styles.legendRows}>
      {rows.map((row) => (
        <li key={row.style}>
          <Swatch styleKey={row.style} />
          <span>{row.label}</span>
        </li>
      ))}
    </ul>
  );
}

const STAND_ROWS = CUTTING_CLASSES.map((cuttingClass) => ({
  style: standStyleKey(cuttingClass),
  label: CUTTING_CLASS_LABELS[cuttingClass],
}));

/**
 * One legend per visible layer, and the member's stands, drawn unless the forest overview shows them: once
 * it is ready and switched on.
 */
export function Legend({
  registry,
  visible,
  forestOverviewReady,
}: {
  registry: LayerRegistry;
  visible: ReadonlySet<LayerId>;
  forestOverviewReady: boolean;
}) {
  const shown = registry.layers.filter((layer) => visible.has(layer.id));
  const ownStandsShown = !(forestOverviewReady && visible.has('skogsoversikt'));
  return (
    <section aria-labelledby="map-legend" className={styles.section}>
      <h2 id="map-legend">{texts.heading}</h2>
      {ownStandsShown && (
        <section aria-label={texts.standsTitle} className={styles.legendLayer}>
          <h3>{texts.standsTitle}</h3>
          <LegendRows rows={STAND_ROWS} />
        </section>
      )}
      {shown.map((layer) => (
        <section
          key={layer.id}
          aria-label={layer.title}
          className={styles.legendLayer}
          data-testid={`legend-${layer.id}`}
        >
          <h3>{layer.title}</h3>
          <LegendRows rows={layer.legend} />
        </section>
      ))}
    </section>
  );
}
