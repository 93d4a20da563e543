import { portalRoutes } from '#contracts/routes';
import type { BusinessSummary } from '#contracts/member';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { SectionBoundary } from '../../../ui/section-boundary';
import { useBusiness, useBusinesses } from '../api/businesses';
import { formatHectares, formatShare } from '../../../lib/format';
import styles from '../profile.module.css';
import { profileTexts } from '../profile.texts';

const texts = profileTexts.businesses;

/** The estates of one business (`Ir/GetBusiness/{id}`), loaded and failing on their own. */
function Estates({ business }: { business: BusinessSummary }) {
  const { data } = useBusiness(business.id);
  const estates = data?.estates ?? [];
  if (estates.length === 0) return <p>{texts.noEstates}</p>;
  const columns = texts.estateColumns;
  return (
    <ul className={styles.cards}>
      {estates.map((estate) => (
        <li key={estate.id} className={styles.card}>
          <h5 className={styles.cardHeading}>{estate.designation}</h5>
          <dl className={styles.facts}>
            <div>
              <dt>{columns.location}</dt>
              <dd>
                {estate.municipality}, {estate.county}
              </dd>
            </div>
            <div>
              <dt>{columns.totalArea}</dt>
              <dd>{formatHectares(estate.totalAreaHa)}</dd>
            </div>
            <div>
              <dt>{columns.productiveArea}</dt>
              <dd>{formatHectares(estate.productiveAreaHa)}</dd>
            </div>
            <div>
              <dt>{columns.share}</dt>
              <dd>{formatShare(estate.share.numerator, estate.share.denominator, estate.share.percent)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function Business({ business }: { business: BusinessSummary }) {
  const estatesHeadingId = `business-${business.id}-estates`;
  return (
    <article className={styles.business} aria-labelledby={`business-${business.id}`}>
      <h3 id={`business-${business.id}`}>{business.name}</h3>
      <dl className={styles.facts}>
        <div>
          <dt>{texts.businessNumber}</dt>
          <dd>{business.id}</dd>
        </div>
        <div>
          <dt>{texts.district}</dt>
          <dd>{business.districtName}</dd>
        </div>
        <div>
          <dt>{texts.advisor}</dt>
          <dd>{business.advisor?.name ?? texts.noAdvisor}</dd>
        </div>
        <div>
          <dt>{texts.vat}</dt>
          <dd>{business.vatRegistered ? texts.yes : texts.no}</dd>
        </div>
        <div>
          <dt>{texts.area}</dt>
          <dd>
            {texts.areaValue(formatHectares(business.totalAreaHa), formatHectares(business.productiveAreaHa))}
          </dd>
        </div>
      </dl>
      <section aria-labelledby={estatesHeadingId}>
        <h4 id={estatesHeadingId}>{texts.estatesHeading(business.name)}</h4>
        <SectionBoundary>
          <Estates business={business} />
        </SectionBoundary>
      </section>
    </article>
  );
}

/** The member's forest businesses (`Ir/GetBusinessData`), each with its estates. */
export function Businesses() {
  const { data: businesses } = useBusinesses();
  if (businesses === null || businesses.length === 0) {
    return (
      <EmptyState
        title={texts.emptyTitle}
        headingLevel={3}
        action={
          <ButtonLink variant="secondary" to={portalRoutes.contact.path}>
            {texts.contactUs}
          </ButtonLink>
        }
      >
        {texts.emptyText}
      </EmptyState>
    );
  }
  return (
    <>
      {businesses.map((business) => (
        <Business key={business.id} business={business} />
      ))}
    </>
  );
}
