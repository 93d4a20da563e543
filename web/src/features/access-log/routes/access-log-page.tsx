import { useEffect, useRef, useState } from 'react';
import type { AccessLogEntry } from '#contracts/access-log';
import { formatDateTime } from '../../../lib/format';
import { startReads, type PageQueries } from '../../../lib/page-route';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeading } from '../../../ui/page-heading';
import { SectionBoundary } from '../../../ui/section-boundary';
import { accessLogQueries, useAccessLog } from '../api/access-log';
import { accessLogTexts as texts } from '../access-log.texts';
import styles from '../access-log.module.css';

export const title = texts.title;

export function prefetch({ queryClient, api }: PageQueries): void {
  startReads([queryClient.infiniteQuery(accessLogQueries.list(api))]);
}

/** One entry as a card, the same at every width: when and whether read or changed, what, who and as what. */
function Entry({ entry, index }: { entry: AccessLogEntry; index: number }) {
  return (
    <li
      className={entry.changed ? `${styles.entry} ${styles.changedEntry}` : styles.entry}
      data-entry={index}
      tabIndex={-1}
    >
      <p className={styles.top}>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        <span className={styles.action}>{entry.changed ? texts.changed : texts.read}</span>
      </p>
      <p className={styles.what}>
        {entry.what}
        {entry.count > 1 && <span className={styles.count}>{`, ${texts.times(entry.count)}`}</span>}
      </p>
      <p>{`${entry.who}, ${texts.roles[entry.role].toLowerCase()}`}</p>
    </li>
  );
}

/**
 * The entries so far with "Visa fler" under them; after more load, focus moves to the first new one and a
 * status line says how many came.
 */
function AccessLogList() {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = useAccessLog();
  const entries = data.pages.flatMap((page) => page.entries);
  const focusFrom = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || entries.length <= from) return;
    focusFrom.current = null;
    setAnnouncement(texts.loaded(entries.length - from));
    listRef.current?.querySelector<HTMLElement>(`[data-entry="${String(from)}"]`)?.focus();
  }, [entries.length]);

  if (entries.length === 0) return <EmptyState title={texts.emptyTitle}>{texts.emptyText}</EmptyState>;

  const more = (): void => {
    if (isFetchingNextPage) return;
    focusFrom.current = entries.length;
    void fetchNextPage();
  };

  return (
    <>
      <p className={styles.hint}>{texts.folded}</p>
      <ol ref={listRef} className={styles.list} aria-label={texts.listLabel}>
        {entries.map((entry, index) => (
          <Entry key={entry.id} entry={entry} index={index} />
        ))}
      </ol>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {hasNextPage && (
        <Button variant="secondary" onClick={more} aria-disabled={isFetchingNextPage || undefined}>
          {isFetchingNextPage ? texts.loadingMore : texts.more}
        </Button>
      )}
    </>
  );
}

export function Component() {
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      <SectionBoundary>
        <AccessLogList />
      </SectionBoundary>
    </>
  );
}
