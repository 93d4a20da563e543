import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Estate } from '#contracts/estates';
import { portalRoutes } from '#contracts/routes';
import { formatHectares, formatShare } from '../../../lib/format';
import { planDatesLine, PlanViewChoice, type PlanView } from '../../../lib/forest-plan';
import { goToOnMapLoad } from '../../../lib/map-navigation';
import { ButtonLink } from '../../../ui/button';
import { formatVolume, sharePercent } from '../estates-format';
import styles from '../estates.module.css';
import { estatesTexts } from '../estates.texts';
import { StandsSection } from './stands-section';
import { StandsSummary } from './stands-summary';

const texts = estatesTexts.estate;

/**
 * One estate: where it is, how big, who owns it, its forest plan (rolled forward, or as inventoried, as the
 * member chooses), and a way to it on the map.
 */
export function EstateCard({ estate }: { estate: Estate }) {
  const navigate = useNavigate();
  const [view, setView] = useState<PlanView>('rolled');
  const headingId = `estate-${estate.id}`;
  const boundary = estate.boundary;
  const planDates = planDatesLine(estate);
  const rolled = view === 'rolled' ? estate.rolledForwardStands : null;
  const summary = rolled ?? estate.stands;
  return (
    <article className={styles.estate} aria-labelledby={headingId}>
      <div className={styles.estateHeader}>
        <div>
          <h2 id={headingId} className={styles.estateHeading}>
            {estate.designation}
          </h2>
          {planDates !== null && <p className={styles.planDates}>{planDates}</p>}
        </div>
        {boundary !== null && (
          <ButtonLink
            variant="secondary"
            to={portalRoutes.map.path}
            aria-label={texts.showOnMapOf(estate.designation)}
            onClick={(event) => {
              event.preventDefault();
              goToOnMapLoad(boundary);
              void navigate(portalRoutes.map.path);
            }}
          >
            {texts.showOnMap}
          </ButtonLink>
        )}
      </div>
      {estate.rolledForwardStands !== null && (
        <PlanViewChoice legend={texts.planView} value={view} onChange={setView} />
      )}
      <dl className={styles.facts}>
        <div>
          <dt>{texts.location}</dt>
          <dd>
            {estate.municipality}, {estate.county}
          </dd>
        </div>
        <div>
          <dt>{texts.totalArea}</dt>
          <dd>{formatHectares(estate.totalAreaHa)}</dd>
        </div>
        <div>
          <dt>{texts.productiveArea}</dt>
          <dd>{formatHectares(estate.productiveAreaHa)}</dd>
        </div>
        <div>
          <dt>{texts.share}</dt>
          <dd className={styles.nowrap}>
            {formatShare(
              estate.shareNumerator,
              estate.shareDenominator,
              sharePercent(estate.shareNumerator, estate.shareDenominator),
            )}
          </dd>
        </div>
        <div>
          <dt>{texts.coOwners}</dt>
          <dd>
            {estate.coOwners.length === 0 ? (
              texts.noCoOwners
            ) : (
              <ul className={styles.plainList}>
                {estate.coOwners.map((owner) => (
                  <li key={owner.name}>
                    {owner.name},{' '}
                    <span className={styles.nowrap}>
                      {formatShare(
                        owner.shareNumerator,
                        owner.shareDenominator,
                        sharePercent(owner.shareNumerator, owner.shareDenominator),
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        {summary !== null && (
          <>
            <div>
              <dt>{texts.standCount}</dt>
              <dd>{summary.standCount}</dd>
            </div>
            <div>
              <dt>{texts.volume}</dt>
              <dd>{formatVolume(summary.volumeTotal)}</dd>
            </div>
          </>
        )}
      </dl>
      {summary === null ? (
        <p>{texts.noPlan}</p>
      ) : (
        <>
          <StandsSummary estate={estate} summary={summary} />
          <StandsSection estate={estate} count={summary.standCount} view={view} />
          <p className="link-row">
            <Link to={portalRoutes.forestDecisions.path}>{texts.forestDecisions}</Link>
          </p>
        </>
      )}
    </article>
  );
}
