import type { LayerId, LayerRegistry } from '#contracts/geo';
import styles from '../map.module.css';

/**
 * Whose data the map shows. The page draws it, not OpenLayers: it is the phone's largest text, so it must
 * paint with the page's first frame, not after the map library has loaded (it was the late LCP).
 */
export function MapAttribution({ attributions }: { attributions: readonly string[] }) {
  if (attributions.length === 0) return null;
  return (
    <p className={styles.attribution} data-testid="map-attribution">
      {attributions.join(' · ')}
    </p>
  );
}

/**
 * The attributions before the map has drawn a frame, in the order the map lists them: the base map, the
 * member's estates (drawn below the other layers), then the visible layers in registry order.
 */
export function registryAttributions(registry: LayerRegistry, visible: ReadonlySet<LayerId>): string[] {
  const shown = registry.layers.filter((layer) => visible.has(layer.id));
  const estates = shown.filter((layer) => layer.id === 'fastighetsomrade');
  const others = shown.filter((layer) => layer.id !== 'fastighetsomrade');
  return [
    ...new Set([registry.baseMap.attribution, ...[...estates, ...others].map((layer) => layer.attribution)]),
  ];
}
