import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { LayerId, LayerRegistry } from '#contracts/geo';
import { Icon } from '../../../ui/icon';
import { mapTexts } from '../map.texts';
import styles from '../map.module.css';

/**
 * How far up from the bottom of the map area the attribution reaches, as --map-attribution-top on the map
 * area, so what floats over the map's bottom edge (the cart pop-up, messages) stays above it.
 */
function useReservedHeight(ref: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = ref.current;
    const area = element?.parentElement;
    if (element === null || area === null || area === undefined) return;
    const measure = () => {
      const reach = area.getBoundingClientRect().bottom - element.getBoundingClientRect().top;
      area.style.setProperty('--map-attribution-top', `${String(Math.max(0, Math.round(reach)))}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(area);
    return () => {
      observer.disconnect();
      area.style.removeProperty('--map-attribution-top');
    };
  }, [ref, shown]);
}

/**
 * Whose data the map shows. The page draws it, not OpenLayers, so it paints with the page's first frame. On a
 * phone it folds into an "i" button, so it covers neither the map nor the scale bar; from the tablet width up
 * it is shown as text, and the button is gone.
 */
export function MapAttribution({ attributions }: { attributions: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const textId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useReservedHeight(ref, attributions.length > 0);
  if (attributions.length === 0) return null;
  return (
    <div ref={ref} className={styles.attribution} data-open={open}>
      <button
        type="button"
        className={styles.attributionToggle}
        aria-label={mapTexts.attribution.show}
        aria-expanded={open}
        aria-controls={textId}
        onClick={() => setOpen(!open)}
      >
        <Icon name={open ? 'close' : 'info'} size={20} />
      </button>
      <p id={textId} className={styles.attributionText} data-testid="map-attribution">
        {attributions.join(' · ')}
      </p>
    </div>
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
