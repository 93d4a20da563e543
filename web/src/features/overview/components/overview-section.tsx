import { useId, type ReactNode } from 'react';
import { SectionBoundary } from '../../../ui/section-boundary';
import { Skeleton } from '../../../ui/skeleton';
import styles from '../overview.module.css';

/**
 * One card of the overview: its heading stays while the content loads (a skeleton) or fails on its own
 * (docs/portal.md 6's section error with 'Ladda om innehållet'), so the rest of the page keeps working.
 */
export function OverviewSection({
  heading,
  wide = false,
  headingRef,
  children,
}: {
  heading: string;
  wide?: boolean;
  headingRef?: React.Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
      <h2 id={headingId} ref={headingRef} tabIndex={headingRef === undefined ? undefined : -1}>
        {heading}
      </h2>
      <SectionBoundary loading={<Skeleton lines={3} />}>{children}</SectionBoundary>
    </section>
  );
}
