import { Link } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import type { Recommendation } from '#contracts/services';
import { formatHectares } from '../../../lib/format';
import { ESTATE_PARAM, STAND_PARAM } from '../map-order';
import { servicesTexts } from '../services.texts';
import styles from '../services.module.css';

const texts = servicesTexts.recommendations;

/** The service page, with the order form set to the recommended estate and stand. */
export const orderHref = (recommendation: Recommendation): string =>
  `${portalRoutes.services.path}/${encodeURIComponent(recommendation.serviceName)}?${new URLSearchParams({
    [ESTATE_PARAM]: recommendation.estateId,
    [STAND_PARAM]: recommendation.standId,
  }).toString()}`;

/** Stands whose forest plan proposes what a service does, each with a way to order it for that stand. */
export function RecommendationList({
  recommendations,
  titleOf,
  mayOrder,
}: {
  recommendations: readonly Recommendation[];
  titleOf: (serviceName: Recommendation['serviceName']) => string;
  mayOrder: boolean;
}) {
  return (
    <ul className={styles.recommendations}>
      {recommendations.map((recommendation) => {
        const title = titleOf(recommendation.serviceName);
        return (
          <li
            key={`${recommendation.serviceName}:${recommendation.standId}`}
            className={styles.recommendation}
          >
            <p>
              <strong>{title}</strong>
              {`: ${recommendation.estateDesignation}, ${texts.stand(recommendation.standNumber).toLowerCase()}, ${formatHectares(recommendation.areaHa)}`}
            </p>
            <p className={styles.subtle}>{recommendation.reason}</p>
            <Link to={orderHref(recommendation)}>
              {mayOrder
                ? texts.order(title, recommendation.standNumber)
                : texts.readAbout(title, recommendation.standNumber)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
