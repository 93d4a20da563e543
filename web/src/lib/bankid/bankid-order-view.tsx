import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { BankIdFlow, BankIdStatus } from '#contracts/bankid';
import { RFA_MESSAGES } from '#contracts/bankid-messages';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import type { BankIdFlowState } from './bankid-flow';
import { bankIdTexts as texts } from './bankid.texts';
import { otherFlow } from './device';
import styles from './bankid.module.css';

const PROGRESS_DELAY_MS = 300;

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

/** The animated QR code as the server draws it; black on white whatever surrounds it, so phones can scan it. */
function BankIdQr({ qr }: { qr: NonNullable<BankIdStatus['qr']> }) {
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={texts.qrLabel}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

/** The first same-device answer follows the launch link once; the visible link stays as the fallback. */
function useAutoLaunch(state: BankIdFlowState, enabled: boolean) {
  const link = useRef<HTMLAnchorElement>(null);
  const launched = useRef<BankIdFlowState | null>(null);
  useEffect(() => {
    if (!enabled || state.view !== 'pending' || !state.autoLaunch || launched.current === state) return;
    launched.current = state;
    link.current?.click();
  }, [state, enabled]);
  return link;
}

/**
 * When one view replaces another, focus moves to the new one, so keyboard and screen reader users follow.
 * `keepFirst`: the first order started by itself, and focus stays where it was put (a dialog's top, so a
 * phone shows the dialog from its heading); the live region still says what happens.
 */
function useFocusOnViewChange(view: BankIdFlowState['view'], keepFirst: boolean) {
  const container = useRef<HTMLDivElement>(null);
  const previous = useRef(view);
  const keep = useRef(keepFirst);
  useEffect(() => {
    const before = previous.current;
    previous.current = view;
    if (before === view || before === 'checking' || view === 'starting') return;
    if (keep.current) keep.current = false;
    else container.current?.focus();
  }, [view]);
  return container;
}

/** The button to the other way of opening BankID, named after the flow it starts. */
export function SwitchFlowButton({
  from,
  disabled = false,
  onStart,
}: {
  from: BankIdFlow;
  disabled?: boolean;
  onStart: (flow: BankIdFlow) => void;
}) {
  return (
    <Button variant="link" disabled={disabled} onClick={() => onStart(otherFlow(from))}>
      {texts.switchTo[otherFlow(from)]}
    </Button>
  );
}

/**
 * One BankID order on screen (docs/bankid.md 6): the RFA message in one live region, the QR code or
 * "Öppna BankID", cancel, retry and the other way. `startView` is what shows before an order runs.
 * `launchInNewTab`: "Öppna BankID" opens a tab of its own and is never followed by itself (a browser
 * blocks a tab it did not see the member ask for). For the simulated app of a signing, which is a page:
 * the portal's tab keeps the dialog that waits for the signature.
 */
export function BankIdOrderView({
  state,
  checkingLabel,
  startView,
  onStart,
  onCancel,
  launchInNewTab = false,
  autoStarted = false,
}: {
  state: BankIdFlowState;
  checkingLabel: string;
  startView: ReactNode;
  onStart: (flow: BankIdFlow) => void;
  onCancel: () => void;
  launchInNewTab?: boolean;
  /** The order starts without a click (a signing dialog): see `useFocusOnViewChange`. */
  autoStarted?: boolean;
}) {
  const launchLink = useAutoLaunch(state, !launchInNewTab);
  const container = useFocusOnViewChange(state.view, autoStarted);
  const busy = state.view === 'checking' || state.view === 'starting';
  return (
    <div ref={container} tabIndex={-1} className={styles.view}>
      {/* One live region for the whole flow, so every new message is announced. */}
      <p role="status" className={styles.message}>
        {state.view === 'pending' && RFA_MESSAGES[state.status.messageCode ?? 'RFA21']}
        {busy && <Progress label={state.view === 'starting' ? texts.starting : checkingLabel} />}
      </p>

      {(state.view === 'start' || busy) && startView}

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
                {...(launchInNewTab ? { target: '_blank', rel: 'noopener' } : {})}
                className={`${styles.launch} ${styles.main}`}
              >
                {texts.openBankId}
              </a>
            )}
            <Button variant="secondary" className={styles.main} onClick={onCancel}>
              {texts.cancel}
            </Button>
            <SwitchFlowButton from={state.flow} onStart={onStart} />
          </div>
        </>
      )}

      {state.view === 'failed' && (
        <>
          <Banner tone="warning" role="alert">
            <p>{state.message ?? RFA_MESSAGES[state.messageCode]}</p>
          </Banner>
          <div className={styles.actions}>
            <Button className={styles.main} onClick={() => onStart(state.flow)}>
              {texts.tryAgain}
            </Button>
            <SwitchFlowButton from={state.flow} onStart={onStart} />
          </div>
        </>
      )}
    </div>
  );
}

/** Demo mode only: BankID is the simulator, whose app is a page of the portal; `text` says what to do there. */
export function SimulatorNotice({ href, text }: { href: string; text: string }) {
  return (
    <Banner tone="info">
      <p>
        <strong>{texts.demoLabel}</strong> {text}{' '}
        <a href={href} target="_blank" rel="noopener">
          {texts.demoLink}
        </a>
      </p>
    </Banner>
  );
}

export { styles as bankIdStyles };
