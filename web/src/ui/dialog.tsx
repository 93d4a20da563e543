import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from './button';
import styles from './dialog.module.css';
import { Icon } from './icon';
import { uiTexts } from './ui.texts';

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes round to the first, and Shift+Tab from the first to the last: focus stays
 * in the dialog (a native modal would let it leave for the browser's own controls, or the page's body).
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const tabbable = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => !element.matches(':disabled') && element.getClientRects().length > 0,
  );
  const first = tabbable[0];
  const last = tabbable.at(-1);
  const edge = event.shiftKey ? first : last;
  if (edge === undefined || document.activeElement !== edge) return;
  event.preventDefault();
  (event.shiftKey ? last : first)?.focus();
}

/**
 * A modal dialog on the native <dialog> element: focus moves in and is kept there, Escape closes it,
 * and focus returns to what opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  className,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Its own size, say: a wider dialog for content side by side. */
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={className === undefined ? styles.dialog : `${styles.dialog} ${className}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={keepFocusInside}
    >
      <div className={styles.header}>
        <h2 id={titleId}>{title}</h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={uiTexts.close}>
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}

/**
 * Asks before something is removed or cancelled: what will happen (`children`), why the last try failed, a
 * button that does it (saying so while it works) and one that keeps everything as it is. It lives beside
 * `Dialog` so both travel in one chunk: every chunk's name is listed in the first page's code.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  error,
  busy,
  confirmLabel,
  busyLabel = confirmLabel,
  keepLabel,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** The message of a failed try; nothing while there is none. */
  error: string | undefined;
  busy: boolean;
  confirmLabel: string;
  busyLabel?: string;
  keepLabel: string;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      {children}
      {error !== undefined && (
        <p role="alert" className={styles.confirmError}>
          {error}
        </p>
      )}
      <div className={styles.confirmActions}>
        <Button onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {keepLabel}
        </Button>
      </div>
    </Dialog>
  );
}

/** What the dialog reads of the react-query mutation that `act` runs. */
interface MutationState {
  reset: () => void;
  isPending: boolean;
  error: Error | null;
}

/**
 * Asks before a change that cannot be undone from the page (removing a mandate, cancelling a signed
 * withdrawal): open while there is a `subject`, it runs the mutation on "yes", says in the dialog why it
 * failed if it does, and closes on success.
 */
export function ConfirmMutationDialog<T>({
  subject,
  act,
  mutation,
  onClose,
  onDone,
  title,
  children,
  confirmLabel,
  keepLabel,
  describeError,
}: {
  subject: T | undefined;
  /** Runs the mutation for the subject: `mutation.mutateAsync` with what it takes. */
  act: (subject: T) => Promise<unknown>;
  mutation: MutationState;
  onClose: () => void;
  onDone: (subject: T) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  /** What to say when it failed: the server's own message, or a general one. */
  describeError: (error: Error) => string;
}) {
  const close = () => {
    mutation.reset();
    onClose();
  };
  const confirm = async () => {
    if (subject === undefined) return;
    try {
      await act(subject);
      mutation.reset();
      onDone(subject);
    } catch {
      // The message shows in the dialog.
    }
  };
  const failure = mutation.error;
  return (
    <ConfirmDialog
      open={subject !== undefined}
      onClose={close}
      title={title}
      error={failure === null ? undefined : describeError(failure)}
      busy={mutation.isPending}
      confirmLabel={confirmLabel}
      keepLabel={keepLabel}
      onConfirm={() => void confirm()}
    >
      {children}
    </ConfirmDialog>
  );
}
