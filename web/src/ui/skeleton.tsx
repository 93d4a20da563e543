import styles from './skeleton.module.css';

/** The placeholder a section shows while it loads, announced once as "Laddar". */
export function Skeleton({ lines = 3, label = 'Laddar' }: { lines?: number; label?: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className={styles.line} aria-hidden="true" />
      ))}
    </div>
  );
}
