import { createPortal } from 'react-dom';
import type OlMap from 'ol/Map';
import styles from './map-tools.module.css';

/**
 * The cross in the map's middle: where "lägg till hörn i kartans mitt", "placera i kartans mitt" and
 * "flytta hit" put things, so nothing needs a drag or a precise click (WCAG 2.5.7). Decorative; the
 * buttons say what it means.
 */
export function Crosshair({ map }: { map: OlMap }) {
  const viewport: HTMLElement | undefined = map.getViewport();
  return viewport === undefined
    ? null
    : createPortal(<div className={styles.crosshair} aria-hidden="true" />, viewport);
}
