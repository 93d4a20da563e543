import { useCallback } from 'react';
import { ApiError, useApiClient, type ApiClient, type SendOptions } from '../api-client';
import { useRuntimeConfig } from '../runtime-config';
import { signingTexts } from './signing.texts';

/** The member closed the signing dialog or cancelled in BankID: nothing was done. */
export const SIGNING_CANCELLED = 'SIGNING_CANCELLED';

type Method = 'POST' | 'PUT';

/**
 * The signed writes on their way, by request: a double click or a second send of the same request while
 * it is being signed waits for that one, so the member signs once and sees one dialog.
 */
const underway = new Map<string, Promise<unknown>>();

async function sendSigned<T>(
  api: ApiClient,
  simulatorUrl: string | undefined,
  method: Method,
  path: string,
  options: SendOptions<T>,
): Promise<T | null> {
  const first = await api.send(method, path, {
    ...options,
    schema: async () => (await import('./first-answer')).ownAnswerOrSigning(options.schema),
  });
  const { asksForSigning } = await import('./first-answer');
  if (!asksForSigning(first)) return first;
  const { signWithBankId } = await import('./sign-with-bankid');
  if (!(await signWithBankId({ api, signing: first, simulatorUrl }))) {
    throw new ApiError(202, SIGNING_CANCELLED, signingTexts.cancelled);
  }
  return api.send(method, path, { ...options, signingId: first.signingId });
}

/**
 * Sends a write that moves money or gives rights (docs/signing.md): the server answers 202 with the text
 * to sign, the signing dialog has it signed with BankID, and the same write goes again with the signing's
 * id. Same method, path and options (Idempotency-Key and body) both times, so the signed hash matches.
 */
export function useSignedSend() {
  const api = useApiClient();
  const { bankidSimulatorUrl } = useRuntimeConfig();
  return useCallback(
    <T>(method: Method, path: string, options: SendOptions<T>): Promise<T | null> => {
      const request = JSON.stringify([method, path, options.idempotencyKey, options.body]);
      const running = underway.get(request) as Promise<T | null> | undefined;
      if (running !== undefined) return running;
      const sent = sendSigned(api, bankidSimulatorUrl, method, path, options).finally(() =>
        underway.delete(request),
      );
      underway.set(request, sent);
      return sent;
    },
    [api, bankidSimulatorUrl],
  );
}
