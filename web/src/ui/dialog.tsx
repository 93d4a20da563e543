import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './dialog.module.css';
import { Icon } from './icon';
import { uiTexts } from './ui.texts';

/**
 * A modal dialog on the native <dialog> element: focus moves in and is kept there, Escape closes it,
 * and focus returns to what opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
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
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
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
