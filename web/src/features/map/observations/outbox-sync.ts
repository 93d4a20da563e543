import { CustomPointSchema, type CustomPoint } from '#contracts/custom-points';
import { ApiError, type ApiClient } from '../../../lib/api-client';
import { outbox, type KeptObservation } from './outbox';
import { observationTexts } from './observations.texts';

/** What the outbox holds and what its send is doing, for the map and the progress line. */
export interface OutboxState {
  readonly kept: readonly KeptObservation[];
  /** "Skickar observation 1 av 2 …", "Alla observationer är skickade", or nothing to say. */
  readonly progress: string;
}

let state: OutboxState = { kept: [], progress: '' };
const listeners = new Set<() => void>();
let sending: Promise<void> | undefined;

function set(next: Partial<OutboxState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const outboxState = {
  get: (): OutboxState => state,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export async function refreshKept(): Promise<void> {
  set({ kept: await outbox.all() });
}

/** The kept observation as the one multipart request the server takes, with its Idempotency-Key. */
function formOf(kept: KeptObservation): FormData {
  const form = new FormData();
  form.set('kind', kept.kind);
  form.set('note', kept.note);
  form.set('helpWanted', String(kept.helpWanted));
  form.set('east', String(kept.east));
  form.set('north', String(kept.north));
  kept.photos.forEach((photo, index) => form.append('photo', photo, `foto-${String(index + 1)}.jpg`));
  return form;
}

/** Whether trying again later may succeed: no network, the server down, or the session gone. */
const worthRetrying = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 401 || error.status >= 500;

async function sendAll(api: ApiClient, onSent: (point: CustomPoint) => void): Promise<void> {
  const waiting = (await outbox.all()).filter((kept) => kept.refusal === undefined);
  set({ kept: await outbox.all() });
  if (waiting.length === 0) return;
  for (const [index, kept] of waiting.entries()) {
    set({ progress: observationTexts.sending(index + 1, waiting.length) });
    try {
      const point = await api.send('POST', 'observations', {
        body: formOf(kept),
        idempotencyKey: kept.id,
        schema: CustomPointSchema,
      });
      await outbox.remove(kept.id);
      if (point !== null) onSent(point);
    } catch (error) {
      if (worthRetrying(error)) {
        set({ kept: await outbox.all(), progress: observationTexts.waitingForNetwork });
        return;
      }
      await outbox.refused(kept.id, error instanceof Error ? error.message : observationTexts.refused);
    }
    set({ kept: await outbox.all() });
  }
  const refused = state.kept.some((kept) => kept.refusal !== undefined);
  set({ progress: refused ? observationTexts.someRefused : observationTexts.allSent });
}

/**
 * Sends what the outbox holds, oldest first, one at a time; each stays on the device until the server has
 * answered it. A send already under way is joined, not doubled. The same Idempotency-Key every time means a
 * send whose answer was lost makes no second observation.
 */
export function sendKept(
  api: ApiClient,
  onSent: (point: CustomPoint) => void = () => undefined,
): Promise<void> {
  sending ??= sendAll(api, onSent)
    .catch(() => set({ progress: observationTexts.waitingForNetwork }))
    .finally(() => {
      sending = undefined;
    });
  return sending;
}

/** Sends now and each time the device is back online; returns the way to stop listening. */
export function startOutboxSync(api: ApiClient, onSent?: (point: CustomPoint) => void): () => void {
  const send = (): void => void sendKept(api, onSent);
  send();
  window.addEventListener('online', send);
  return () => window.removeEventListener('online', send);
}
