import { useId, type ReactNode } from 'react';
import type { StaffPlanChange } from '#contracts/staff-decisions';
import { formatDateTime } from '../../../lib/format';
import { PageHeading } from '../../../ui/page-heading';
import { useWorkspace } from '../api/staff-work';
import type { DecisionKind } from '../api/decision-errands';
import { decisionErrandTexts as texts } from '../decision-errand.texts';
import { staffWorkTexts } from '../staff-work.texts';
import styles from '../staff-work.module.css';
import { DecisionForm, type Choice } from './decision-form';
import { useSavedStatus } from './use-saved-status';

type Decision = NonNullable<StaffPlanChange['decision']>;

/** The decision taken, with who and when and, for a refusal, the reason. */
function DecisionSoFar({
  decision,
  status,
  cancelled,
}: {
  decision: Decision | null;
  status: string;
  /** How a cancellation by the member reads; null where there is none. */
  cancelled: string | null;
}) {
  if (decision === null) return <p>{texts.noDecision}</p>;
  const what =
    status === 'cancelled' && cancelled !== null
      ? cancelled
      : status === 'approved'
        ? texts.approvedBy(decision.byName)
        : texts.refusedBy(decision.byName);
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{what}</dt>
        <dd>
          <time dateTime={decision.at}>{formatDateTime(decision.at)}</time>
        </dd>
      </div>
      {decision.reason !== null && (
        <div>
          <dt>{texts.reason}</dt>
          <dd>{decision.reason}</dd>
        </div>
      )}
    </dl>
  );
}

export interface DecisionErrandTexts {
  readonly approve: string;
  readonly refuse: string;
  readonly approveHint: string;
  /** Said once it is decided, or cancelled: nothing more to do. */
  readonly decided: string;
  readonly approved: string;
  readonly refused: string;
}

/**
 * An errand staff approve or refuse: its heading and facts, the decision so far, and for an Editor the
 * decision to take while it may be taken. A saved decision is told in a focused status message.
 */
export function DecisionErrand({
  kind,
  id,
  title,
  facts,
  decision,
  status,
  decidable,
  cancelled = null,
  onlyRefuse,
  words,
}: {
  kind: DecisionKind;
  id: string;
  title: string;
  facts: ReactNode;
  decision: Decision | null;
  status: string;
  decidable: boolean;
  cancelled?: string | null;
  /** Why only a refusal is possible now; undefined when both are. */
  onlyRefuse?: string;
  words: DecisionErrandTexts;
}) {
  const { data: workspace } = useWorkspace();
  const base = useId();
  const { saved, setSaved, savedRef } = useSavedStatus<string>();
  const mayEdit = workspace?.mayEdit === true;
  const choices: readonly Choice[] = onlyRefuse === undefined ? ['approve', 'refuse'] : ['refuse'];
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <section className={styles.section} aria-label={title}>
        {facts}
      </section>
      <section className={styles.section} aria-labelledby={`${base}-timeline`}>
        <h2 id={`${base}-timeline`}>{texts.timeline}</h2>
        <DecisionSoFar decision={decision} status={status} cancelled={cancelled} />
      </section>
      <section className={styles.section} aria-labelledby={`${base}-next`}>
        <h2 id={`${base}-next`}>{texts.nextHeading}</h2>
        <p ref={savedRef} role="status" tabIndex={-1}>
          {saved}
        </p>
        {!decidable ? (
          saved === null && <p>{words.decided}</p>
        ) : mayEdit ? (
          <DecisionForm
            kind={kind}
            id={id}
            choices={choices}
            labels={{ approve: words.approve, refuse: words.refuse }}
            hint={onlyRefuse ?? words.approveHint}
            onSaved={(choice) => setSaved(choice === 'approve' ? words.approved : words.refused)}
          />
        ) : (
          <p>{staffWorkTexts.list.readOnly}</p>
        )}
      </section>
    </>
  );
}
