import type OlMap from 'ol/Map';
import type { ReactNode } from 'react';
import { prefersReducedMotion } from '../../../lib/map/create-map';
import { mapTexts } from '../map.texts';
import styles from '../map.module.css';

const texts = mapTexts.controls;

function zoomBy(map: OlMap, delta: number): void {
  const view = map.getView();
  const zoom = view.getZoom();
  if (zoom === undefined) return;
  view.animate({ zoom: zoom + delta, duration: prefersReducedMotion() ? 0 : 250 });
}

/** Pans by a third of the view, the way the arrow keys do but further. */
function panBy(map: OlMap, east: number, north: number): void {
  const view = map.getView();
  const center = view.getCenter();
  const size = map.getSize();
  const resolution = view.getResolution();
  if (center === undefined || size === undefined || resolution === undefined) return;
  const [cx = 0, cy = 0] = center;
  const step = (Math.min(size[0] ?? 0, size[1] ?? 0) / 3) * resolution;
  view.animate({ center: [cx + east * step, cy + north * step], duration: prefersReducedMotion() ? 0 : 250 });
}

/**
 * Zoom, pan and the position button (`children`): single-pointer and keyboard alternatives to dragging
 * (WCAG 2.5.7).
 */
export function MapButtons({ map, children }: { map: OlMap; children?: ReactNode }) {
  return (
    <div className={styles.mapButtons} role="group" aria-label={texts.label}>
      <div className={styles.buttonStack}>
        <button
          type="button"
          className={styles.mapButton}
          onClick={() => zoomBy(map, 1)}
          aria-label={texts.zoomIn}
        >
          <span aria-hidden="true">+</span>
        </button>
        <button
          type="button"
          className={styles.mapButton}
          onClick={() => zoomBy(map, -1)}
          aria-label={texts.zoomOut}
        >
          <span aria-hidden="true">−</span>
        </button>
      </div>
      <div className={styles.panPad}>
        <button
          type="button"
          className={`${styles.mapButton} ${styles.panN}`}
          onClick={() => panBy(map, 0, 1)}
          aria-label={texts.panNorth}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className={`${styles.mapButton} ${styles.panW}`}
          onClick={() => panBy(map, -1, 0)}
          aria-label={texts.panWest}
        >
          <span aria-hidden="true">←</span>
        </button>
        <button
          type="button"
          className={`${styles.mapButton} ${styles.panE}`}
          onClick={() => panBy(map, 1, 0)}
          aria-label={texts.panEast}
        >
          <span aria-hidden="true">→</span>
        </button>
        <button
          type="button"
          className={`${styles.mapButton} ${styles.panS}`}
          onClick={() => panBy(map, 0, -1)}
          aria-label={texts.panSouth}
        >
          <span aria-hidden="true">↓</span>
        </button>
      </div>
      {children}
    </div>
  );
}
