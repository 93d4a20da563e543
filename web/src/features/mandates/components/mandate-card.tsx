import type { ReactNode } from 'react';
import type { GivenMandate } from '#contracts/mandates';
import { mandatesTexts } from '../mandates.texts';
import { formatDate } from '../../../lib/format';
import styles from '../mandates.module.css';

const texts = mandatesTexts.item;

/** A given or a held mandate: a held one (HeldMandate) carries no signature, so the card takes `evidence` apart. */
type Mandate = Omit<GivenMandate, 'holderName' | 'signature'>;

function scopeOf(mandate: Mandate): string {
  if (!mandate.allEstates) return mandate.estates.map((estate) => estate.designation).join(', ');
  return mandate.estates.length === 0 ? texts.noEstates : texts.allEstates;
}

/**
 * One mandate: whose, what it covers, until when, whether it still works; `evidence` (how it was signed)
 * and `actions` below.
 */
export function MandateCard({
  name,
  nameLabel,
  mandate,
  evidence,
  actions,
}: {
  name: string;
  nameLabel: string;
  mandate: Mandate;
  evidence?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <article className={styles.card} aria-label={`${nameLabel}: ${name}`}>
      <div className={styles.cardHeader}>
        <h3 className={styles.cardName}>{name}</h3>
        <span className={`${styles.status} ${styles[mandate.status]}`}>
          {mandatesTexts.status[mandate.status]}
        </span>
      </div>
      <dl className={styles.details}>
        <div>
          <dt>{texts.scope}</dt>
          <dd>{scopeOf(mandate)}</dd>
        </div>
        <div>
          <dt>{texts.access}</dt>
          <dd>{texts.readOnly}</dd>
        </div>
        <div>
          <dt>{texts.validUntil}</dt>
          <dd>
            {mandate.validUntil === null ? (
              texts.untilFurtherNotice
            ) : (
              <time dateTime={mandate.validUntil}>{formatDate(mandate.validUntil)}</time>
            )}
          </dd>
        </div>
        <div>
          <dt>{texts.givenAt}</dt>
          <dd>
            <time dateTime={mandate.givenAt}>{formatDate(mandate.givenAt)}</time>
          </dd>
        </div>
      </dl>
      {evidence}
      <div className={styles.actions}>{actions}</div>
    </article>
  );
}
