import { useId } from 'react';
import { portalRoutes } from '#contracts/routes';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { useEconomyStakes } from '../api/businesses';
import { formatAmount, formatPercent } from '../../../lib/format';
import styles from '../profile.module.css';
import { profileTexts } from '../profile.texts';

const texts = profileTexts.capital;

/** Member capital (`Ir/GetEconomyStakesData`): what is paid in against the obligation, and how it is paid. */
/**
 * The share paid, to a tenth of a percent as people round it (22 143 of 28 470 is 77,8 %), but never 100,0 %
 * while some of the obligation is left to pay.
 */
const shownShare = (percent: number): number =>
  percent < 100 ? Math.min(99.9, Math.round(percent * 10) / 10) : 100;

export function MemberCapital() {
  const { data: stakes } = useEconomyStakes();
  const progressId = useId();
  if (stakes === null) {
    return (
      <EmptyState
        title={texts.emptyTitle}
        headingLevel={3}
        action={
          <ButtonLink variant="secondary" to={portalRoutes.contact.path}>
            {profileTexts.businesses.contactUs}
          </ButtonLink>
        }
      >
        {texts.emptyText}
      </EmptyState>
    );
  }
  const paidShare =
    stakes.obligationOre === 0 ? 100 : Math.min(100, (stakes.paidInOre / stakes.obligationOre) * 100);
  return (
    <>
      <p>{texts.lead}</p>
      {stakes.obligationOre > 0 && (
        <div className={styles.progress}>
          <label htmlFor={progressId}>{texts.progressLabel}</label>
          <progress id={progressId} max={100} value={paidShare} />
          <p className={styles.progressText}>
            {texts.progressText(
              formatAmount(stakes.paidInOre),
              formatAmount(stakes.obligationOre),
              formatPercent(shownShare(paidShare)),
            )}
          </p>
        </div>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>{texts.paidIn}</dt>
          <dd>{formatAmount(stakes.paidInOre)}</dd>
        </div>
        <div>
          <dt>{texts.obligation}</dt>
          <dd>{formatAmount(stakes.obligationOre)}</dd>
        </div>
        <div>
          <dt>{texts.remaining}</dt>
          <dd>{formatAmount(stakes.remainingOre)}</dd>
        </div>
        <div>
          <dt>{texts.emitted}</dt>
          <dd>{formatAmount(stakes.emittedOre)}</dd>
        </div>
        <div>
          <dt>{texts.deductionRate}</dt>
          <dd>{texts.deductionRateValue(formatPercent(stakes.deductionRatePercent))}</dd>
        </div>
      </dl>
      <p className={styles.note}>{texts.explanation}</p>
    </>
  );
}
