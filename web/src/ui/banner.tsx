import type { ReactNode } from 'react';
import styles from './banner.module.css';
import { Icon } from './icon';

/** A full-width message strip. `role` is chosen by the caller: status for news, alert for trouble. */
export function Banner({
  tone,
  children,
  role,
  className,
}: {
  tone: 'warning' | 'info';
  children: ReactNode;
  role?: 'alert' | 'status' | 'region';
  className?: string;
}) {
  return (
    <div className={[styles.banner, styles[tone], className].filter(Boolean).join(' ')} role={role}>
      <Icon name={tone === 'warning' ? 'warning' : 'info'} />
      <div className={styles.body}>{children}</div>
    </div>
  );
}
