import type { PlanChange } from '#contracts/economy';
import { formatDate, formatAmount } from '../../../lib/format';
import { SignedWithBankId } from '../../../lib/signed-with-bankid';
import { signedWithBankIdTexts } from '../../../lib/signed-with-bankid.texts';
import { Button } from '../../../ui/button';
import { useCancelPlanChange } from '../api/economy';
import { economyTexts } from '../economy.texts';
import styles from '../economy.module.css';

const texts = economyTexts.paymentPlan;

/** The member's change requests with their status; one still received may be cancelled. */
export function PlanChanges({ changes, readOnly }: { changes: readonly PlanChange[]; readOnly: boolean }) {
  const cancel = useCancelPlanChange();
  if (changes.length === 0) return <p>{texts.changesEmpty}</p>;
  return (
    <ul className={styles.list}>
      {changes.map((change) => {
        const title = texts.changeTitle(change.kind, formatDate(change.payoutDueOn));
        return (
          <li key={change.id}>
            <article className={styles.card} aria-label={title}>
              <h3 className={styles.cardHeading}>{title}</h3>
              <dl className={styles.facts}>
                <div>
                  <dt>{texts.status}</dt>
                  <dd className={styles.status}>{economyTexts.changeStatus[change.status]}</dd>
                </div>
                <div>
                  <dt>{texts.requestedAs}</dt>
                  <dd>
                    {change.requested
                      .map((part) => `${formatDate(part.dueOn)}: ${formatAmount(part.amountOre)}`)
                      .join(', ')}
                  </dd>
                </div>
                <div>
                  <dt>{texts.sentOn}</dt>
                  <dd>
                    {formatDate(change.createdAt)}
                    {change.requestedByStaff ? ` (${texts.byStaff})` : ''}
                  </dd>
                </div>
                {change.message !== '' && (
                  <div>
                    <dt>{texts.message}</dt>
                    <dd>{change.message}</dd>
                  </div>
                )}
                {(change.decisionReason ?? '') !== '' && (
                  <div>
                    <dt>{texts.decisionReason}</dt>
                    <dd>{change.decisionReason}</dd>
                  </div>
                )}
              </dl>
              <SignedWithBankId
                signature={change.signature}
                of={signedWithBankIdTexts.of.planChange(formatDate(change.payoutDueOn))}
              />
              {!readOnly && change.status === 'received' && (
                <div className={styles.actions} style={{ marginTop: 'var(--space-3)' }}>
                  <Button
                    variant="secondary"
                    disabled={cancel.isPending}
                    onClick={() => cancel.mutate(change.id)}
                  >
                    {cancel.isPending && cancel.variables === change.id ? texts.cancelling : texts.cancel}
                  </Button>
                </div>
              )}
              {cancel.isError && cancel.variables === change.id && <p role="alert">{cancel.error.message}</p>}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
