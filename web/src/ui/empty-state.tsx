import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** What a list or page shows when there is nothing yet, and what the user can do next. */
export function EmptyState({
  title,
  children,
  action,
  headingLevel = 2,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.empty}>
      <Heading>{title}</Heading>
      {children !== undefined && <p>{children}</p>}
      {action}
    </div>
  );
}
