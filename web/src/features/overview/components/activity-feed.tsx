import { useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import type { Activity } from '#contracts/overview';
import { canChange } from '#contracts/roles';
import { useProfile } from '../../../lib/profile';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { useActivities, useHideActivity } from '../api/activities';
import { formatDate } from '../../../lib/format';
import styles from '../overview.module.css';
import { overviewTexts } from '../overview.texts';

const texts = overviewTexts.activities;

/**
 * The activity feed, newest first. Those who may change things can hide an item; focus then moves to the
 * item that took its place (or the one before it, or the feed's heading when none is left), and a status
 * message says what happened, so a keyboard or screen-reader user is never left on nothing.
 */
export function ActivityFeed({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { data: items } = useActivities();
  const mayHide = canChange(useProfile().data?.roles ?? []);
  const hide = useHideActivity();
  const [status, setStatus] = useState('');
  const list = useRef<HTMLOListElement>(null);
  /** The item after the hidden one (or before it, when it was the last) keeps the focus; else the heading. */
  const focusInstead = (index: number): void => {
    const neighbour = items[index + 1] ?? items[index - 1];
    const button =
      neighbour === undefined
        ? null
        : list.current?.querySelector<HTMLButtonElement>(`[data-activity-id="${neighbour.id}"] button`);
    (button ?? headingRef.current)?.focus();
  };

  const hideItem = (item: Activity, index: number): void => {
    // Not disabled while on its way: a disabled button would drop the keyboard focus.
    if (hide.isPending) return;
    setStatus('');
    hide.mutate(item.id, {
      onSuccess: () => {
        focusInstead(index);
        setStatus(texts.hidden(item.title));
      },
    });
  };

  return (
    <>
      <p role="status" className="visually-hidden">
        {status}
      </p>
      {hide.isError && (
        <p role="alert" className={styles.error}>
          {texts.hideFailed}
        </p>
      )}
      {items.length === 0 ? (
        <EmptyState title={texts.emptyTitle} headingLevel={3}>
          {texts.emptyText}
        </EmptyState>
      ) : (
        <ol className={styles.feed} ref={list}>
          {items.map((item, index) => (
            <li key={item.id} className={styles.activity} data-activity-id={item.id}>
              <div className={styles.activityText}>
                <p className={styles.meta}>
                  {texts.kinds[item.kind]} ·{' '}
                  <time dateTime={item.occurredAt}>{formatDate(item.occurredAt)}</time>
                </p>
                <h3 className={styles.activityTitle}>
                  {item.link === undefined ? (
                    item.title
                  ) : (
                    <Link to={item.link} className={styles.itemLink}>
                      {item.title}
                    </Link>
                  )}
                </h3>
                <p>{item.text}</p>
              </div>
              {mayHide && (
                <Button variant="secondary" className={styles.hide} onClick={() => hideItem(item, index)}>
                  {texts.hide} <span className="visually-hidden">{texts.hideLabel(item.title)}</span>
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
