import { useState } from 'react';
import { Link } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import type { TimberRegion } from '#contracts/timber-prices';
import { PageHeading } from '../../../ui/page-heading';
import { SectionBoundary } from '../../../ui/section-boundary';
import { Skeleton } from '../../../ui/skeleton';
import { Calculator } from '../components/calculator';
import { PriceTables } from '../components/price-tables';
import styles from '../timber-prices.module.css';
import { timberPricesTexts } from '../timber-prices.texts';

const texts = timberPricesTexts.page;

export const title = texts.title;

/** Virkespriser: the lists in force per region, and the value calculator. */
export function Component() {
  const [region, setRegion] = useState<TimberRegion>('uppland');
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      <p className="link-row">
        <Link to={portalRoutes.contracts.path}>{texts.backToContracts}</Link>
      </p>
      <section className={styles.section} aria-labelledby="timber-price-lists">
        <h2 id="timber-price-lists">{timberPricesTexts.lists.heading}</h2>
        <SectionBoundary loading={<Skeleton lines={8} />}>
          <PriceTables region={region} onRegion={setRegion} />
        </SectionBoundary>
      </section>
      <section className={styles.section} aria-labelledby="timber-calculator">
        <h2 id="timber-calculator">{timberPricesTexts.calculator.heading}</h2>
        <SectionBoundary loading={<Skeleton lines={6} />}>
          <Calculator region={region} onRegion={setRegion} />
        </SectionBoundary>
      </section>
    </>
  );
}
