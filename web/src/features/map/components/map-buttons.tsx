import type OlMap from 'ol/Map';
import { useState } from 'react';
import { SWEDEN_BOUNDS } from '#contracts/geometry';
import { prefersReducedMotion } from '../../../lib/map/create-map';
import { fromLonLat } from '../../../lib/map/projection';
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

const GEOLOCATION_ERRORS: Record<number, string> = {
  1: texts.denied,
  2: texts.unavailable,
  3: texts.timeout,
};

/** Zoom, pan and "my position": single-pointer and keyboard alternatives to dragging (WCAG 2.5.7). */
export function MapButtons({
  map,
  onMessage,
  onPosition,
}: {
  map: OlMap;
  onMessage: (message: string) => void;
  onPosition: (position: [number, number]) => void;
}) {
  const [locating, setLocating] = useState(false);

  const locate = (): void => {
    if (!('geolocation' in navigator)) {
      onMessage(texts.noGeolocation);
      return;
    }
    setLocating(true);
    onMessage(texts.locating);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const [e, n] = fromLonLat([coords.longitude, coords.latitude]);
        const inSweden =
          e >= SWEDEN_BOUNDS.minE &&
          e <= SWEDEN_BOUNDS.maxE &&
          n >= SWEDEN_BOUNDS.minN &&
          n <= SWEDEN_BOUNDS.maxN;
        if (!inSweden) {
          onMessage(texts.outsideSweden);
          return;
        }
        map.getView().animate({ center: [e, n], resolution: 4, duration: prefersReducedMotion() ? 0 : 400 });
        onPosition([e, n]);
        onMessage(texts.located);
      },
      (error) => {
        setLocating(false);
        onMessage(GEOLOCATION_ERRORS[error.code] ?? texts.unavailable);
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

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
      <button
        type="button"
        className={styles.mapButton}
        onClick={locate}
        aria-label={texts.locate}
        aria-busy={locating}
        disabled={locating}
      >
        <svg
          width="24"
          height="24"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v4M12 18v4M2 12h4M18 12h4" />
        </svg>
      </button>
    </div>
  );
}
