import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useApiClient } from '../../../lib/api-client';
import { noteQueries } from '../api/notes';
import { outboxState, refreshKept, startOutboxSync, type OutboxState } from './outbox-sync';

/** What the device's outbox holds and the progress line of its send. */
export const useOutbox = (): OutboxState =>
  useSyncExternalStore(outboxState.subscribe, outboxState.get, outboxState.get);

/**
 * Sends the kept observations now and whenever the device comes back online, and refreshes the member's
 * points as each one reaches the server.
 */
export function useOutboxSync(): void {
  const api = useApiClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    void refreshKept();
    return startOutboxSync(
      api,
      () => void queryClient.invalidateQueries({ queryKey: noteQueries.list(api).queryKey }),
    );
  }, [api, queryClient]);
}

/** Draws nothing: sends the device's kept observations at the app's start and whenever it comes online. */
export function ObservationOutboxSync() {
  useOutboxSync();
  return null;
}
