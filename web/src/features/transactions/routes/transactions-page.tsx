import { Link, useSearchParams } from 'react-router';
import {
  filterSearchParams,
  isFiltered,
  parseTransactionFilter,
  type RawTransactionFilter,
  type TransactionFilter,
} from '#contracts/transaction-filter';
import { ApiError } from '../../../lib/api-client';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeading } from '../../../ui/page-heading';
import { Skeleton } from '../../../ui/skeleton';
import { exportHref, useTransactions } from '../api/transactions';
import { FilterForm } from '../components/filter-form';
import { TransactionsList } from '../components/transactions-list';
import styles from '../transactions.module.css';
import { transactionsTexts as texts } from '../transactions.texts';

export const title = texts.title;

const rawFrom = (params: URLSearchParams): RawTransactionFilter => ({
  account: params.get('account') ?? undefined,
  from: params.get('from') ?? undefined,
  to: params.get('to') ?? undefined,
  kind: params.get('kind') ?? undefined,
  q: params.get('q') ?? undefined,
});

export function Component() {
  const [params, setParams] = useSearchParams();
  const raw = rawFrom(params);
  const parsed = parseTransactionFilter(raw);
  const filter: TransactionFilter = parsed.ok ? parsed.filter : {};
  const apply = (next: TransactionFilter): void => {
    setParams(filterSearchParams(next));
    // The form is rebuilt from the new URL; the reader goes on to the result, which tells what it holds.
    requestAnimationFrame(() => document.getElementById('tx-result-heading')?.focus());
  };
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      {parsed.ok ? (
        <Transactions formKey={params.toString()} raw={raw} filter={filter} onApply={apply} />
      ) : (
        <FilterForm
          key={params.toString()}
          raw={raw}
          initialErrors={parsed.fieldErrors}
          accounts={[]}
          onApply={apply}
        />
      )}
    </>
  );
}

function Transactions({
  formKey,
  raw,
  filter,
  onApply,
}: {
  formKey: string;
  raw: RawTransactionFilter;
  filter: TransactionFilter;
  onApply: (filter: TransactionFilter) => void;
}) {
  const { apiRoot } = useRuntimeConfig();
  const query = useTransactions(filter);
  const pages = query.data?.pages ?? [];
  const accounts = pages[0]?.accounts ?? [];
  if (query.isError && !(query.error instanceof ApiError && query.error.status === 404)) throw query.error;
  const rows = pages.reduce((sum, page) => sum + page.transactions.length, 0);
  const reset = (
    <Link to="?" className={styles.resetLink}>
      {texts.reset}
    </Link>
  );

  let body;
  if (query.isError) body = <EmptyState title={texts.unknownAccountTitle} action={reset} />;
  else if (query.isPending) body = <Skeleton lines={8} />;
  else if (rows === 0)
    body = isFiltered(filter) ? (
      <EmptyState title={texts.noMatchTitle} action={reset}>
        {texts.noMatchText}
      </EmptyState>
    ) : (
      <EmptyState title={texts.emptyTitle}>{texts.emptyText}</EmptyState>
    );
  else
    body = (
      <>
        <p className={styles.download}>
          <a href={exportHref(apiRoot, filter)} download>
            {texts.download}
          </a>
          <span className={styles.hint}>{texts.downloadHint}</span>
        </p>
        <TransactionsList
          pages={pages}
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          onMore={() => void query.fetchNextPage()}
        />
      </>
    );

  return (
    <>
      <FilterForm key={formKey} raw={raw} initialErrors={{}} accounts={accounts} onApply={onApply} />
      <section
        aria-labelledby="tx-result-heading"
        aria-busy={query.isPlaceholderData || undefined}
        className={styles.result}
      >
        <h2 id="tx-result-heading" tabIndex={-1} className={styles.resultHeading}>
          {texts.resultHeading}
        </h2>
        {query.isPlaceholderData && <Skeleton lines={1} label={texts.updating} />}
        {body}
      </section>
    </>
  );
}
