import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { canChange } from '#contracts/roles';
import { CASHBOOK_YEAR_MAX, CASHBOOK_YEAR_MIN, type Verificate } from '#contracts/cashbook';
import { parseWholeNumber } from '#contracts/decimal-number';
import { startReads, type PageQueries } from '../../../lib/page-route';
import { useProfile } from '../../../lib/profile';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { Banner } from '../../../ui/banner';
import { Button } from '../../../ui/button';
import { PageHeading } from '../../../ui/page-heading';
import { SectionBoundary } from '../../../ui/section-boundary';
import { Skeleton } from '../../../ui/skeleton';
import {
  cashbookQueries,
  sieHref,
  useAccountTypes,
  useCashbookSummary,
  useVerificates,
} from '../api/cashbook';
import { cashbookTexts } from '../cashbook.texts';
import styles from '../cashbook.module.css';
import { AccountTotalsTable } from '../components/account-totals-table';
import { VoucherForm } from '../components/voucher-form';
import { VoucherTable } from '../components/voucher-table';

const texts = cashbookTexts.cashbook;

export const title = texts.title;

/** The chosen year from the address (?ar=2025), so it survives a reload and can be linked to. */
function yearIn(params: URLSearchParams): number | undefined {
  const value = parseWholeNumber(params.get('ar'));
  return value !== undefined && value >= CASHBOOK_YEAR_MIN && value <= CASHBOOK_YEAR_MAX ? value : undefined;
}

function useYear(): [number | undefined, (year: number) => void] {
  const [params, setParams] = useSearchParams();
  return [yearIn(params), (next) => setParams({ ar: String(next) })];
}

/** The page's three reads at once; in the page they would wait for one another. */
export function prefetch({ queryClient, api }: PageQueries, url: URL): void {
  const year = yearIn(url.searchParams);
  startReads([
    queryClient.query(cashbookQueries.summary(api, year)),
    queryClient.query(cashbookQueries.verificates(api, year)),
    queryClient.query(cashbookQueries.accountTypes(api)),
  ]);
}

function Cashbook({ readOnly }: { readOnly: boolean }) {
  const [chosenYear, chooseYear] = useYear();
  const { data: summary } = useCashbookSummary(chosenYear);
  const { data: vouchers } = useVerificates(chosenYear);
  const { data: accounts } = useAccountTypes();
  const { apiRoot } = useRuntimeConfig();
  const [editing, setEditing] = useState<Verificate | 'new'>();
  const [notice, setNotice] = useState<string>();
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const { year } = summary;
  const mayBook = !readOnly && !summary.locked;

  useEffect(() => {
    if (notice !== undefined) noticeRef.current?.focus();
  }, [notice]);

  const done = (message: string): void => {
    setEditing(undefined);
    setNotice(message);
  };

  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.field}>
          <label htmlFor="cashbook-year" className={styles.label}>
            {texts.yearLabel}
          </label>
          <select
            id="cashbook-year"
            className={styles.select}
            value={String(year)}
            onChange={(event) => {
              setEditing(undefined);
              setNotice(undefined);
              chooseYear(Number(event.target.value));
            }}
          >
            {summary.years.map((option) => (
              <option key={option.year} value={String(option.year)}>
                {String(option.year)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.exportLink}>
          <a
            href={sieHref(apiRoot, year)}
            download={`kassabok-${String(year)}.se`}
            aria-describedby="sie-hint"
          >
            {texts.exportSie(year)}
          </a>
          <p id="sie-hint" className={styles.hint}>
            {cashbookTexts.cashbook.exportHint}
          </p>
        </div>
      </div>
      {summary.locked && <Banner tone="info">{texts.yearLocked(year)}</Banner>}
      {readOnly && <Banner tone="info">{texts.readOnly}</Banner>}
      {notice !== undefined && (
        <p ref={noticeRef} tabIndex={-1} role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      {editing === undefined
        ? mayBook && (
            <Button
              onClick={() => {
                setNotice(undefined);
                setEditing('new');
              }}
            >
              {texts.newVoucher}
            </Button>
          )
        : !readOnly && (
            <VoucherForm
              key={editing === 'new' ? 'new' : editing.id}
              accounts={accounts}
              voucher={editing === 'new' ? undefined : editing}
              onDone={done}
              onCancel={() => setEditing(undefined)}
            />
          )}
      <section aria-labelledby="cashbook-vouchers" className={styles.section}>
        <h2 id="cashbook-vouchers">{cashbookTexts.list.heading}</h2>
        <VoucherTable
          year={year}
          vouchers={vouchers}
          readOnly={readOnly}
          onEdit={(voucher) => {
            setNotice(undefined);
            setEditing(voucher);
          }}
          onNotice={setNotice}
        />
      </section>
      <section aria-labelledby="cashbook-summary" className={styles.section}>
        <h2 id="cashbook-summary">{cashbookTexts.summary.heading}</h2>
        <AccountTotalsTable summary={summary} />
      </section>
    </>
  );
}

export function Component() {
  const profile = useProfile();
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      {profile.isPending ? (
        <Skeleton />
      ) : (
        <SectionBoundary>
          <Cashbook readOnly={!canChange(profile.data?.roles ?? [])} />
        </SectionBoundary>
      )}
    </>
  );
}
