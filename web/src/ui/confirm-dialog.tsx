import type { ReactNode } from 'react';
import { Button } from './button';
import styles from './confirm-dialog.module.css';
import { Dialog } from './dialog';

/**
 * Asks before something is removed or cancelled: what will happen (`children`), why the last try failed,
 * a button that does it (saying so while it works) and one that keeps everything as it is.
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
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
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
