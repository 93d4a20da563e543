import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { SignatureRequired } from '#contracts/signing';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { ApiError, type ApiClient } from '../api-client';
import {
  createBankIdFlow,
  POLL_INTERVAL_MS,
  type BankIdCalls,
  type BankIdFlowState,
} from '../bankid/bankid-flow';
import { BankIdOrderView, bankIdStyles, SimulatorNotice } from '../bankid/bankid-order-view';
import { defaultFlowOf, detectDevice } from '../bankid/device';
import { SignedText } from './signed-text';
import { signingTexts as texts } from './signing.texts';
import styles from './signing.module.css';

const statusSchema = async () => (await import('#contracts/bankid')).BankIdStatusSchema;

/** A signing's order: the person's own, found by the signing's id (docs/signing.md, the flow). */
const signingCalls = (api: ApiClient, signingId: string): BankIdCalls => {
  const path = `signing/${encodeURIComponent(signingId)}`;
  return {
    start: (request) => api.send('POST', `${path}/start`, { body: request, schema: statusSchema }),
    status: () => api.get(path, statusSchema),
    cancel: () => api.send('POST', `${path}/cancel`),
  };
};

/** Signed already (in another tab, or before a reload of the dialog): nothing left to sign. */
const alreadySigned = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'SIGNATURE_SIGNED';

interface SigningProps {
  api: ApiClient;
  signing: SignatureRequired;
  /** The simulated BankID app's page, in demo mode only. */
  simulatorUrl: string | undefined;
  onDone: (signed: boolean) => void;
}

/**
 * The text to sign and the BankID order that signs it, in a modal dialog. It starts at once, the way the
 * member's bank does (QR code at a computer, the BankID app on a phone); closing it or "Avbryt" cancels
 * the order, and nothing is carried out.
 */
function SigningDialog({ api, signing, simulatorUrl, onDone }: SigningProps) {
  const [device] = useState(detectDevice);
  const defaultFlow = defaultFlowOf(device);
  const [state, setState] = useState<BankIdFlowState>({ view: 'starting', flow: defaultFlow });
  const [open, setOpen] = useState(true);
  const [flow] = useState(() =>
    createBankIdFlow({
      calls: signingCalls(api, signing.signingId),
      device,
      pollIntervalMs: POLL_INTERVAL_MS,
      onChange: setState,
      onComplete: () => {
        setOpen(false);
        onDone(true);
      },
      isDone: alreadySigned,
    }),
  );
  // Started once; a second effect run (React's strict mode) must not start a second order.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void flow.start(defaultFlow);
  }, [flow, defaultFlow]);

  const cancel = (): void => {
    if (!open) return;
    flow.cancel();
    setOpen(false);
    onDone(false);
  };

  return (
    <Dialog open={open} onClose={cancel} title={texts.title} className={styles.dialog}>
      <div className={styles.columns}>
        <div className={styles.what}>
          <p>{texts.lead}</p>
          <SignedText text={signing.text} label={texts.textLabel} />
        </div>
        <BankIdOrderView
          state={state}
          checkingLabel={texts.checking}
          onStart={(chosen) => void flow.start(chosen)}
          onCancel={cancel}
          launchInNewTab={simulatorUrl !== undefined}
          autoStarted
          startView={
            <div className={bankIdStyles.actions}>
              <Button className={bankIdStyles.main} onClick={() => void flow.start(defaultFlow)}>
                {texts.start}
              </Button>
            </div>
          }
        />
        {/* After the order, not before it: on a phone "Öppna BankID" stays above the fold. */}
        {simulatorUrl !== undefined && (
          <div className={styles.demo}>
            <SimulatorNotice href={simulatorUrl} text={texts.demoText} />
          </div>
        )}
      </div>
    </Dialog>
  );
}

/**
 * Opens the signing dialog over the page in its own React root (the page's own tree and bundle stay as
 * they are) and resolves true once BankID has signed, false when the member cancelled. Focus goes back
 * to what had it, if it is still there.
 */
export function signWithBankId(props: Omit<SigningProps, 'onDone'>): Promise<boolean> {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  return new Promise((resolve) => {
    const onDone = (signed: boolean): void => {
      // After the dialog has closed, so the page's focus and updates follow it.
      setTimeout(() => {
        root.unmount();
        host.remove();
        if (opener?.isConnected === true) opener.focus();
        resolve(signed);
      });
    };
    root.render(<SigningDialog {...props} onDone={onDone} />);
  });
}
