import { startTransition } from 'react';
import { useSearchParams } from 'react-router';
import { parseWholeNumber } from '#contracts/decimal-number';
import {
  DOCUMENT_KINDS,
  DOCUMENT_YEAR_MAX,
  DOCUMENT_YEAR_MIN,
  type DocumentKind,
} from '#contracts/document-kinds';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeading } from '../../../ui/page-heading';
import { SectionBoundary } from '../../../ui/section-boundary';
import { Skeleton } from '../../../ui/skeleton';
import { useDocuments, type DocumentsFilter } from '../api/documents';
import { DocumentsFilterForm } from '../components/documents-filter';
import { DocumentsList } from '../components/documents-list';
import styles from '../documents.module.css';
import { documentsTexts } from '../documents.texts';

const texts = documentsTexts.documents;

export const title = texts.title;

/** The filter from the address, `?kind=settlement&year=2026`; anything else there is ignored. */
function filterOf(params: URLSearchParams): DocumentsFilter {
  const kind = params.get('kind');
  const year = parseWholeNumber(params.get('year'));
  return {
    kind: DOCUMENT_KINDS.includes(kind as DocumentKind) ? (kind as DocumentKind) : undefined,
    year: year !== undefined && year >= DOCUMENT_YEAR_MIN && year <= DOCUMENT_YEAR_MAX ? year : undefined,
  };
}

function Documents({
  filter,
  onChange,
}: {
  filter: DocumentsFilter;
  onChange: (filter: DocumentsFilter) => void;
}) {
  const { data } = useDocuments(filter);
  if (data === null) return <EmptyState title={texts.emptyTitle}>{texts.emptyText}</EmptyState>;
  return (
    <>
      <DocumentsFilterForm filter={filter} kinds={data.kinds} years={data.years} onChange={onChange} />
      <p className={styles.count} role="status">
        {documentsTexts.filter.count(data.documents.length)}
      </p>
      {data.documents.length === 0 ? (
        <EmptyState
          title={texts.noMatchTitle}
          action={
            <Button variant="secondary" onClick={() => onChange({})}>
              {texts.showAll}
            </Button>
          }
        >
          {texts.noMatchText}
        </EmptyState>
      ) : (
        <DocumentsList documents={data.documents} />
      )}
    </>
  );
}

/** Dokument: the member's documents by year, filtered by kind and year, each opened as a PDF. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const change = (next: DocumentsFilter) => {
    const search = new URLSearchParams();
    if (next.kind !== undefined) search.set('kind', next.kind);
    if (next.year !== undefined) search.set('year', String(next.year));
    // In a transition: the list stays (and the select keeps focus) while the new one loads.
    startTransition(() => setParams(search, { replace: true }));
  };
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      <SectionBoundary loading={<Skeleton lines={6} label={texts.loading} />}>
        <Documents filter={filter} onChange={change} />
      </SectionBoundary>
    </>
  );
}
