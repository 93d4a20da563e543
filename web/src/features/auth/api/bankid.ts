import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { BankIdDevice } from '#contracts/bankid';
import { portalRoutes } from '#contracts/routes';
import { useApiClient, type ApiClient } from '../../../lib/api-client';
import {
  createBankIdFlow,
  POLL_INTERVAL_MS,
  type BankIdCalls,
  type BankIdFlowState,
} from '../../../lib/bankid/bankid-flow';

const statusSchema = async () => (await import('#contracts/bankid')).BankIdStatusSchema;

/** The login's order: one per browser, found again by its cookie. */
const loginCalls = (api: ApiClient): BankIdCalls => ({
  start: (request) => api.send('POST', 'bankid/start', { body: request, schema: statusSchema }),
  status: (returnNonce) =>
    api.get(
      returnNonce === undefined
        ? 'bankid/status'
        : `bankid/status?returnNonce=${encodeURIComponent(returnNonce)}`,
      statusSchema,
    ),
  cancel: () => api.send('POST', 'bankid/cancel'),
});

/**
 * The login flow as React state. `returnNonce` is read once, on the first render. The check for a running
 * order waits until `ready` (the page is on screen), so its call and schema do not compete with the paint.
 */
export function useBankIdLogin({
  device,
  returnNonce,
  ready,
  pollIntervalMs = POLL_INTERVAL_MS,
}: {
  device: BankIdDevice;
  returnNonce: string | null;
  ready: boolean;
  pollIntervalMs?: number;
}) {
  const api = useApiClient();
  const navigate = useNavigate();
  const [state, setState] = useState<BankIdFlowState>({ view: 'checking' });
  const [login] = useState(() =>
    createBankIdFlow({
      calls: loginCalls(api),
      device,
      pollIntervalMs,
      onChange: setState,
      onComplete: () => void navigate(portalRoutes.loginRedirect.path, { replace: true }),
    }),
  );
  const [firstNonce] = useState(returnNonce);
  useEffect(() => {
    if (!ready) return;
    void login.resume(firstNonce);
    return () => void login.stop();
  }, [login, firstNonce, ready]);
  return { state, start: login.start, cancel: login.cancel };
}
