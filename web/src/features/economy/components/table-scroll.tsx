import type { ReactNode } from 'react';
import styles from '../economy.module.css';

/** A wide table scrolls sideways on a phone; the scroll area is a named, keyboard-reachable region. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
