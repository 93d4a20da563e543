import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import type OlMap from 'ol/Map';
import { canChange, isReadOnly } from '#contracts/roles';
import { useProfile } from '../../../lib/profile';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { useOlMap } from '../map-context';
import { AreaEditor } from './area/area-editor';
import { useMapTools } from './map-tools-store';
import styles from './map-tools.module.css';
import { toolsTexts } from './map-tools.texts';
import { NotesTool } from './notes/notes-tool';
import { MapFormPanel, MapNotices } from './panel/map-form-panel';
import { useCartPopupCount } from './panel/use-cart-popup-count';
import { useFormPanelFromUrl } from './panel/use-form-from-url';
import { useCentreFromUrl, usePointFromUrl } from '../links/use-map-links';

// Opened on a press: its code comes then, not with the map.
const ForestOverviewPanel = lazy(() =>
  import('./forest-overview/forest-overview-panel').then((module) => ({
    default: module.ForestOverviewPanel,
  })),
);

type Panel = 'notes' | 'forestOverview';

const texts = toolsTexts.toolbar;

/** Who may change notes and start the forest overview, and what to tell those who may not. */
function usePermissions() {
  const { flags } = useRuntimeConfig();
  const roles = useProfile().data?.roles ?? [];
  const mayChange = canChange(roles);
  const readOnlyText = !mayChange
    ? isReadOnly(roles)
      ? toolsTexts.readOnly.delegate
      : toolsTexts.readOnly.viewer
    : flags.customNotesEditing
      ? null
      : toolsTexts.readOnly.flagOff;
  return {
    canEditNotes: mayChange && flags.customNotesEditing,
    readOnlyText,
    canActivate: mayChange,
    activationEnabled: flags.forestOverviewActivation,
  };
}

function Tools({ map }: { map: OlMap }) {
  const [open, setOpen] = useState<Panel | null>(null);
  const editing = useMapTools((state) => state.area.isEditingActive);
  const permissions = usePermissions();
  useFormPanelFromUrl();
  useCentreFromUrl(map);
  const linkedPointId = usePointFromUrl(() => setOpen('notes'));
  useCartPopupCount();
  const overlay: HTMLElement | undefined = map.getOverlayContainerStopEvent();
  const toggle = (panel: Panel) => setOpen((current) => (current === panel ? null : panel));

  return (
    <div className={styles.tools}>
      <div className={styles.toolbar} role="group" aria-label={texts.label}>
        {(['notes', 'forestOverview'] as const).map((panel) => (
          <button
            key={panel}
            type="button"
            className={styles.toolButton}
            aria-expanded={open === panel}
            disabled={editing}
            onClick={() => toggle(panel)}
          >
            {texts[panel]}
          </button>
        ))}
      </div>
      <MapFormPanel />
      <AreaEditor map={map} />
      <NotesTool
        map={map}
        open={open === 'notes' && !editing}
        canEdit={permissions.canEditNotes}
        readOnlyText={permissions.readOnlyText}
        linkedPointId={linkedPointId}
      />
      {open === 'forestOverview' && !editing && (
        <Suspense fallback={null}>
          <ForestOverviewPanel
            map={map}
            canActivate={permissions.canActivate}
            activationEnabled={permissions.activationEnabled}
          />
        </Suspense>
      )}
      {overlay !== undefined && createPortal(<MapNotices />, overlay)}
    </div>
  );
}

/**
 * The map's own-data tools: custom points, area drawing and the forest overview. Rendered by the map page
 * inside MapContext; each tool takes the map from `useOlMap()`.
 */
export function MapTools() {
  const map = useOlMap();
  return map === null ? null : <Tools map={map} />;
}
