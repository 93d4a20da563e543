import type { ReactNode } from 'react';
import styles from './table-scroll.module.css';

type Name = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

/**
 * Where a table lives: on a narrow screen it scrolls sideways inside this named region instead of widening the
 * page, a shadow at the edge shows there is more, and the region takes keyboard focus so arrow keys scroll it.
 * Name it after the table: its caption's text (label) or the id of its caption or heading (labelledBy).
 */
export function TableScroll({
  children,
  className,
  ...name
}: Name & { children: ReactNode; className?: string | undefined }) {
  return (
    <div
      className={className === undefined ? styles.scroll : `${styles.scroll} ${className}`}
      role="region"
      aria-label={name.label}
      aria-labelledby={name.labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls is reached by keyboard
      tabIndex={0}
    >
      {children}
    </div>
  );
}
