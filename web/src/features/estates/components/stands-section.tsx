import { useState } from 'react';
import type { Estate } from '#contracts/estates';
import type { PlanView } from '../../../lib/forest-plan';
import { SectionBoundary } from '../../../ui/section-boundary';
import { Skeleton } from '../../../ui/skeleton';
import styles from '../estates.module.css';
import { estatesTexts } from '../estates.texts';
import { StandsTable } from './stands-table';

/** The plan stand by stand, folded away until asked for; it loads when opened. */
export function StandsSection({ estate, count, view }: { estate: Estate; count: number; view: PlanView }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className={`${styles.details} ${styles.stands}`}
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
      }}
    >
      <summary>{estatesTexts.stands.toggle(count)}</summary>
      {open && (
        <SectionBoundary loading={<Skeleton lines={4} />}>
          <StandsTable estate={estate} view={view} />
        </SectionBoundary>
      )}
    </details>
  );
}
