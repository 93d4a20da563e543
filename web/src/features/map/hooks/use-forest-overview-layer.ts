import { canChange } from '#contracts/roles';
import { useProfile } from '../../../lib/profile';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { mapTexts } from '../map.texts';
import { useActivationStatus } from '../api/forest-overview';

const notes = mapTexts.layers.overviewNotReady;

/**
 * Whether the forest overview's layer has stands to show, and until it has, what the layer list says about
 * it: how to activate it, that it is being built, or that only the member can activate it. Until its status
 * is known, nothing is said.
 */
export function useForestOverviewLayer(): { ready: boolean; note: string | undefined } {
  const status = useActivationStatus();
  const { flags } = useRuntimeConfig();
  const mayActivate = canChange(useProfile().data?.roles ?? []);
  if (status.data === undefined) return { ready: false, note: undefined };
  const state = status.data?.state ?? 'inactive';
  if (state === 'ready') return { ready: true, note: undefined };
  if (state === 'pending' || state === 'running') return { ready: false, note: notes.running };
  if (!mayActivate) return { ready: false, note: notes.inactiveReadOnly };
  if (!flags.forestOverviewActivation) return { ready: false, note: notes.unavailable };
  return { ready: false, note: state === 'failed' ? notes.failed : notes.inactive };
}
