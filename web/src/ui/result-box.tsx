import type { ReactNode, Ref } from 'react';
import styles from './result-box.module.css';

/**
 * A calculation's result: a framed region named by its heading. It takes focus (`tabIndex` −1) so a
 * form can move the member to the answer once it comes.
 */
export function ResultBox({
  ref,
  headingId,
  heading,
  children,
}: {
  ref: Ref<HTMLDivElement>;
  headingId: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <div ref={ref} tabIndex={-1} className={styles.result} aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      {children}
    </div>
  );
}
