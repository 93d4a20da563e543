import { useCallback } from 'react';
import { ApiError, useApiClient, type SendOptions } from '../api-client';
import { useRuntimeConfig } from '../runtime-config';
import { signingTexts } from './signing.texts';

/** The member closed the signing dialog or cancelled in BankID: nothing was done. */
export const SIGNING_CANCELLED = 'SIGNING_CANCELLED';

/**
 * Sends a write that moves money or gives rights (docs/signing.md): the server answers 202 with the text
 * to sign, the signing dialog has it signed with BankID, and the same write goes again with the signing's
 * id. Same method, path and options (Idempotency-Key and body) both times, so the signed hash matches.
 */
export function useSignedSend() {
  const api = useApiClient();
  const { bankidSimulatorUrl } = useRuntimeConfig();
  return useCallback(
    async <T>(method: 'POST' | 'PUT', path: string, options: SendOptions<T>): Promise<T | null> => {
      try {
        return await api.send(method, path, { ...options, signed: true });
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'SIGNATURE_REQUIRED')) throw error;
        const { signingOf, signWithBankId } = await import('./sign-with-bankid');
        const signing = signingOf(error);
        const signed = await signWithBankId({ api, signing, simulatorUrl: bankidSimulatorUrl });
        if (!signed) throw new ApiError(202, SIGNING_CANCELLED, signingTexts.cancelled);
        return api.send(method, path, { ...options, signingId: signing.signingId });
      }
    },
    [api, bankidSimulatorUrl],
  );
}
