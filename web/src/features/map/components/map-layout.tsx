import type { ReactNode } from 'react';
import { mapTexts } from '../map.texts';
import styles from '../map.module.css';

/** The Element Timing name of the page's heading: the map's code loads once it is on screen. */
export const MAP_HEADING_PAINT = 'map-heading';

/**
 * The map page's frame: the panel (heading, the phone's sheet toggle, its body) beside the map area. The
 * page shows it, with the attribution, while the map's code loads; then the map view fills it in.
 */
export function MapLayout({
  panelOpen,
  onTogglePanel,
  panelBody,
  children,
}: {
  panelOpen: boolean;
  /** Absent while the map's code loads: the toggle shows, but has nothing to open yet. */
  onTogglePanel?: () => void;
  panelBody: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.mapPage}>
      <aside className={styles.panel} data-open={panelOpen} aria-label={mapTexts.panel.label}>
        <div className={styles.panelHeader}>
          <h1 elementtiming={MAP_HEADING_PAINT}>{mapTexts.title}</h1>
          <button
            type="button"
            className={styles.sheetToggle}
            aria-expanded={panelOpen}
            aria-controls="map-panel-body"
            disabled={onTogglePanel === undefined}
            onClick={onTogglePanel}
          >
            {panelOpen ? mapTexts.panel.hide : mapTexts.panel.show}
          </button>
        </div>
        <div id="map-panel-body" className={styles.panelBody}>
          {panelBody}
        </div>
      </aside>
      <div className={styles.mapArea}>{children}</div>
    </div>
  );
}
