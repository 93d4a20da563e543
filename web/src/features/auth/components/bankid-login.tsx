import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { BankIdFlow } from '#contracts/bankid';
import { BankIdOrderView, bankIdStyles, SwitchFlowButton } from '../../../lib/bankid/bankid-order-view';
import { defaultFlowOf, detectDevice } from '../../../lib/bankid/device';
import { Button } from '../../../ui/button';
import { useAfterPaintOf } from '../../../lib/use-after-paint-of';
import { useBankIdLogin } from '../api/bankid';
import { rememberLoginDestination } from '../login-destination';
import { loginCardTexts as texts } from '../login.texts';
import styles from './bankid-login.module.css';

/** The Element Timing name of the card's first words: the check for a running order waits for them. */
const LOGIN_HINT_PAINT = 'login-hint';

/** The BankID login card: start, QR or "Öppna BankID", messages, cancel and retry (docs/bankid.md 6). */
export function BankIdLogin({ pollIntervalMs }: { pollIntervalMs?: number }) {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const returnNonce = searchParams.get('retur');
  const [device] = useState(detectDevice);
  const ready = useAfterPaintOf(LOGIN_HINT_PAINT);
  const { state, start, cancel } = useBankIdLogin({ device, returnNonce, ready, pollIntervalMs });

  // The nonce is used once, on the first status call; a reload must not send it again.
  useEffect(() => {
    if (returnNonce === null) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('retur');
        return next;
      },
      { replace: true },
    );
  }, [returnNonce, setSearchParams]);

  const busy = state.view === 'checking' || state.view === 'starting';
  const defaultFlow = defaultFlowOf(device);

  const begin = (flow: BankIdFlow): void => {
    rememberLoginDestination(location.state);
    void start(flow);
  };

  return (
    <div className={styles.card}>
      <BankIdOrderView
        state={state}
        checkingLabel={texts.checking}
        onStart={begin}
        onCancel={cancel}
        startView={
          <>
            <p elementtiming={LOGIN_HINT_PAINT}>{texts.startHint[defaultFlow]}</p>
            <div className={bankIdStyles.actions}>
              <Button className={bankIdStyles.main} disabled={busy} onClick={() => begin(defaultFlow)}>
                {texts.start}
              </Button>
              <SwitchFlowButton from={defaultFlow} disabled={busy} onStart={begin} />
            </div>
          </>
        }
      />
    </div>
  );
}
