import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { BankIdDevice, BankIdFlow } from '#contracts/bankid';
import { RFA_MESSAGES } from '#contracts/bankid-messages';
import { Banner } from '../../../ui/banner';
import { Button } from '../../../ui/button';
import { useAfterPaintOf } from '../../../lib/use-after-paint-of';
import { useBankIdLogin, type BankIdLoginState } from '../api/bankid';
import { rememberLoginDestination } from '../login-destination';
import { bankIdTexts as texts } from '../login.texts';
import styles from './bankid-login.module.css';
import { BankIdQr } from './bankid-qr';

const PROGRESS_DELAY_MS = 300;

/** Touch screens and mobile browsers get BankID on the same device by default (docs/bankid.md 4.2). */
function detectDevice(): BankIdDevice {
  const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  return coarse || /Android|iPhone|iPad|iPod|Mobi/i.test(navigator.userAgent) ? 'mobile' : 'computer';
}

const otherFlow = (flow: BankIdFlow): BankIdFlow => (flow === 'qr' ? 'same-device' : 'qr');

/** Appears only when a wait lasts longer than 300 ms, so fast answers do not flicker. */
function Progress({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <span className={styles.progress}>
      <span className={styles.spinner} aria-hidden="true" />
      {label}
    </span>
  );
}

/** The first same-device answer follows the launch link once; the visible link stays as the fallback. */
function useAutoLaunch(state: BankIdLoginState) {
  const link = useRef<HTMLAnchorElement>(null);
  const launched = useRef<BankIdLoginState | null>(null);
  useEffect(() => {
    if (state.view !== 'pending' || !state.autoLaunch || launched.current === state) return;
    launched.current = state;
    link.current?.click();
  }, [state]);
  return link;
}

/** When one view replaces another, focus moves to the new one, so keyboard and screen reader users follow. */
function useFocusOnViewChange(view: BankIdLoginState['view']) {
  const container = useRef<HTMLDivElement>(null);
  const previous = useRef(view);
  useEffect(() => {
    const before = previous.current;
    previous.current = view;
    if (before !== view && before !== 'checking' && view !== 'starting') container.current?.focus();
  }, [view]);
  return container;
}

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
  const launchLink = useAutoLaunch(state);
  const container = useFocusOnViewChange(state.view);

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
  const defaultFlow: BankIdFlow = device === 'mobile' ? 'same-device' : 'qr';

  const begin = (flow: BankIdFlow): void => {
    rememberLoginDestination(location.state);
    void start(flow);
  };
  const switchLink = (from: BankIdFlow) => (
    <Button variant="link" disabled={busy} onClick={() => begin(otherFlow(from))}>
      {texts.switchTo[otherFlow(from)]}
    </Button>
  );

  return (
    <div className={styles.card}>
      <div ref={container} tabIndex={-1} className={styles.view}>
        {/* One live region for the whole flow, so every new message is announced. */}
        <p role="status" className={styles.message}>
          {state.view === 'pending' && RFA_MESSAGES[state.status.messageCode ?? 'RFA21']}
          {busy && <Progress label={state.view === 'starting' ? texts.starting : texts.checking} />}
        </p>

        {(state.view === 'start' || busy) && (
          <>
            <p elementtiming={LOGIN_HINT_PAINT}>{texts.startHint[defaultFlow]}</p>
            <div className={styles.actions}>
              <Button className={styles.main} disabled={busy} onClick={() => begin(defaultFlow)}>
                {texts.start}
              </Button>
              {switchLink(defaultFlow)}
            </div>
          </>
        )}

        {state.view === 'pending' && (
          <>
            {state.status.qr !== undefined && (
              <>
                <p>{texts.qrInstruction}</p>
                <BankIdQr qr={state.status.qr} />
                {state.status.simulatorCode !== undefined && (
                  <p className={styles.simulatorCode}>
                    {texts.simulatorCode} <strong>{state.status.simulatorCode}</strong>
                  </p>
                )}
              </>
            )}
            <div className={styles.actions}>
              {state.status.launchUrl !== undefined && (
                <a
                  ref={launchLink}
                  href={state.status.launchUrl}
                  referrerPolicy="origin"
                  className={`${styles.launch} ${styles.main}`}
                >
                  {texts.openBankId}
                </a>
              )}
              <Button variant="secondary" className={styles.main} onClick={cancel}>
                {texts.cancel}
              </Button>
              {switchLink(state.flow)}
            </div>
          </>
        )}

        {state.view === 'failed' && (
          <>
            <Banner tone="warning" role="alert">
              <p>{RFA_MESSAGES[state.messageCode]}</p>
            </Banner>
            <div className={styles.actions}>
              <Button className={styles.main} onClick={() => begin(state.flow)}>
                {texts.tryAgain}
              </Button>
              {switchLink(state.flow)}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
