import type { ComponentType } from 'react';

/**
 * The forms the map form panel can show, by form id (an order form registers itself here, then opens the
 * panel with `mapToolsStore.openFormPanel(formId)`). Each gets the title it is listed with.
 */
export interface MapForm {
  readonly title: string;
  readonly component: ComponentType;
  /** Starts loading a lazy form's code, so a page that will show it need not wait for the panel to ask. */
  readonly preload?: () => Promise<unknown>;
}

const forms = new Map<string, MapForm>();

export function registerMapForm(formId: string, form: MapForm): void {
  forms.set(formId, form);
}

export const mapFormFor = (formId: string | null): MapForm | undefined =>
  formId === null ? undefined : forms.get(formId);
