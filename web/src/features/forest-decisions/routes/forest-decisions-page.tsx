import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { useApiClient } from '../../../lib/api-client';
import { estateQueries } from '../../../lib/queries/estates';
import { PageHeading } from '../../../ui/page-heading';
import { SectionBoundary } from '../../../ui/section-boundary';
import { Skeleton } from '../../../ui/skeleton';
import { HarvestForm } from '../components/harvest-form';
import { IncomeForm } from '../components/income-form';
import type { EstateStands } from '../components/stand-choices';
import styles from '../forest-decisions.module.css';
import { forestDecisionsTexts } from '../forest-decisions.texts';

const texts = forestDecisionsTexts.page;

export const title = texts.title;

/** The query parameter that chooses a stand beforehand (`?avdelning=<id>`, once per stand). */
const STAND_PARAMETER = 'avdelning';

/** The member's estates with a forest plan and their stands: the estates page's reads, cached with it. */
function useEstateStands(): EstateStands[] {
  const api = useApiClient();
  const estates = (useSuspenseQuery(estateQueries.list(api)).data?.estates ?? []).filter(
    (estate) => estate.stands !== null,
  );
  const stands = useSuspenseQueries({
    queries: estates.map((estate) => estateQueries.stands(api, estate.id)),
  });
  return estates
    .map((estate, index) => ({
      estateId: estate.id,
      designation: estate.designation,
      dates: { inventoryDate: estate.inventoryDate, rolledForwardTo: estate.rolledForwardTo },
      stands: stands[index]?.data?.stands ?? [],
    }))
    .filter((group) => group.stands.length > 0);
}

function Harvest() {
  const groups = useEstateStands();
  const [params] = useSearchParams();
  if (groups.length === 0) return <p>{forestDecisionsTexts.harvest.noStands}</p>;
  const known = new Set(groups.flatMap((group) => group.stands.map((stand) => stand.id)));
  const preselected = params.getAll(STAND_PARAMETER).filter((id) => known.has(id));
  return <HarvestForm groups={groups} preselected={preselected} />;
}

/** Räkna på avverkning: harvest now or later, and a harvest income paid at once or over years. */
export function Component() {
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      <p className="link-row">
        <Link to={portalRoutes.estates.path}>{texts.backToEstates}</Link>
      </p>
      <section className={styles.section} aria-labelledby="forest-decisions-harvest">
        <h2 id="forest-decisions-harvest">{forestDecisionsTexts.harvest.heading}</h2>
        <p>{forestDecisionsTexts.harvest.lead}</p>
        <SectionBoundary loading={<Skeleton lines={6} />}>
          <Harvest />
        </SectionBoundary>
      </section>
      <section className={styles.section} aria-labelledby="forest-decisions-income">
        <h2 id="forest-decisions-income">{forestDecisionsTexts.income.heading}</h2>
        <p>{forestDecisionsTexts.income.lead}</p>
        <IncomeForm />
      </section>
    </>
  );
}
