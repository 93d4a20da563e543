import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { mapToolsStore, useMapTools } from '../map-tools-store';
import { mapFormFor } from './map-forms';

/** The map's URL names the form to open in the form panel: `/kartvy?formular=bestall`. */
export const FORM_PARAM = 'formular';

/**
 * Opens the form panel with the form the URL names, when that form is registered; leaving the map closes
 * it. When the member closes the panel, the URL stops naming the form, so a reload does not bring it back.
 */
export function useFormPanelFromUrl(): void {
  const [params, setParams] = useSearchParams();
  const formId = params.get(FORM_PARAM);
  const open = useMapTools((state) => state.formPanel.open);
  const opened = useRef(false);

  useEffect(() => {
    if (formId === null || mapFormFor(formId) === undefined) return undefined;
    mapToolsStore.openFormPanel(formId);
    return () => mapToolsStore.closeFormPanel();
  }, [formId]);

  useEffect(() => {
    if (open) {
      opened.current = true;
      return;
    }
    if (!opened.current) return;
    opened.current = false;
    if (formId === null) return;
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        next.delete(FORM_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [open, formId, setParams]);
}
