import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApiClient } from '../../../lib/api-client';
import { notificationQueries } from '../../../lib/queries/notifications';
import { portalRoutes } from '#contracts/routes';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { formatDate } from '../../../lib/format';
import styles from '../overview.module.css';
import { overviewTexts } from '../overview.texts';

const texts = overviewTexts.notifications;
const SHOWN = 3;

/**
 * The unread count and the latest three unread notifications, each a link to what it is about: from the
 * first page of the bell's list, the same answer.
 */
export function UnreadNotifications() {
  const firstPage = useSuspenseInfiniteQuery(notificationQueries.list(useApiClient())).data.pages[0];
  const unreadCount = firstPage?.unreadCount ?? 0;
  const { flags } = useRuntimeConfig();
  const unread = (firstPage?.items ?? []).filter((item) => item.readAt === null).slice(0, SHOWN);
  return (
    <>
      <p className={styles.count}>{unreadCount > 0 ? texts.unread(unreadCount) : texts.none}</p>
      {unread.length > 0 ? (
        <ul className={styles.plainList} aria-label={texts.latestLabel}>
          {unread.map((item) => (
            <li key={item.id} className={styles.stacked}>
              {item.link === null ? (
                item.title
              ) : (
                <Link to={item.link} className={styles.itemLink}>
                  {item.title}
                </Link>
              )}
              <span className={styles.meta}>{formatDate(item.createdAt)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{texts.noneHint}</p>
      )}
      {flags.notificationSettings && (
        <p>
          <Link to={portalRoutes.notificationSettings.path} className={styles.itemLink}>
            {texts.settings}
          </Link>
        </p>
      )}
    </>
  );
}
