import { stepLabel, type HarvestContract } from '#contracts/harvest-contracts';
import { formatDate } from '../../../lib/format';
import styles from '../harvest-contracts.module.css';
import { contractsTexts } from '../harvest-contracts.texts';

const texts = contractsTexts.timeline;

/** The contract's steps as an ordered list; the step it is at now carries aria-current="step". */
export function ContractTimeline({
  contract,
  timeline,
}: {
  contract: HarvestContract;
  timeline: NonNullable<HarvestContract['timeline']>;
}) {
  const done = timeline.filter((step) => step.state === 'done' || step.state === 'current').length;
  return (
    <details className={styles.details}>
      <summary>{`${texts.heading} (${String(done)} av ${String(timeline.length)} steg klara)`}</summary>
      <ol className={styles.timeline} aria-label={texts.listLabel(contract.number)}>
        {timeline.map((step) => (
          <li
            key={step.step}
            className={`${styles.step} ${step.state === 'done' ? styles.done : ''} ${step.state === 'current' ? styles.current : ''}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className={styles.stepLabel}>{stepLabel(contract.form, step.step)}</span>
            <span className={styles.stepMeta}>
              {texts.states[step.state]}
              {step.on !== null && `, ${formatDate(step.on)}`}
            </span>
            {step.note !== '' && <p className={styles.note}>{step.note}</p>}
          </li>
        ))}
      </ol>
    </details>
  );
}
