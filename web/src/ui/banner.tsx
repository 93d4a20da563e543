import type { ReactNode } from 'react';
import styles from './banner.module.css';
import { Icon } from './icon';

/**
 * A message with an icon. `page` spans the window (for banners above the content); `inline` sits inside
 * the content. `role` is the caller's: status for news, alert for trouble.
 */
export function Banner({
  tone,
  children,
  role,
  layout = 'inline',
}: {
  tone: 'warning' | 'info';
  children: ReactNode;
  role?: 'alert' | 'status' | 'region';
  layout?: 'page' | 'inline';
}) {
  const content = (
    <>
      <Icon name={tone === 'warning' ? 'warning' : 'info'} />
      <div className={styles.body}>{children}</div>
    </>
  );
  return layout === 'page' ? (
    <div className={`${styles.page} ${styles[tone]}`} role={role}>
      <div className={styles.inner}>{content}</div>
    </div>
  ) : (
    <div className={`${styles.banner} ${styles[tone]}`} role={role}>
      {content}
    </div>
  );
}
