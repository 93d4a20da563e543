import { useEffect, useRef, useState } from 'react';
import type { AccessLogEntry } from '#contracts/access-log';
import { formatDateTime, formatTime } from '../../../lib/format';
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

/** When a visit was: "20 nov. 2026 kl. 14:41", or "… kl. 14:02–14:41" when it lasted. */
function VisitTime({ entry }: { entry: AccessLogEntry }) {
  if (formatDateTime(entry.from) === formatDateTime(entry.at)) {
    return <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>;
  }
  return (
    <span>
      <time dateTime={entry.from}>{formatDateTime(entry.from)}</time>–
      <time dateTime={entry.at}>{formatTime(entry.at)}</time>
    </span>
  );
}

/** One visit as a card, the same at every width: when, who and as what, what they looked at and changed. */
function Entry({ entry, index }: { entry: AccessLogEntry; index: number }) {
  const changed = entry.changes.length > 0;
  return (
    <li
      className={changed ? `${styles.entry} ${styles.changedEntry}` : styles.entry}
      data-entry={index}
      tabIndex={-1}
    >
      <p className={styles.top}>
        <VisitTime entry={entry} />
        <span className={styles.action}>{texts.action(entry.looked.length > 0, changed)}</span>
      </p>
      <p className={styles.who}>{`${entry.who}, ${texts.roles[entry.role].toLowerCase()}`}</p>
      {entry.looked.length > 0 && <p>{texts.looked(entry.looked)}</p>}
      {changed && (
        <ul className={styles.changes} aria-label={texts.changesLabel}>
          {entry.changes.map((change, position) => (
            <li key={position}>{texts.change(change.what, formatTime(change.at))}</li>
          ))}
        </ul>
      )}
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
