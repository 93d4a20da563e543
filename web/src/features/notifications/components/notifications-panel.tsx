import { Link } from 'react-router';
import type { Notification } from '#contracts/notifications';
import { canChange } from '#contracts/roles';
import { portalRoutes } from '#contracts/routes';
import { useProfile } from '../../../lib/profile';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { SectionError } from '../../../ui/section-boundary';
import { Skeleton } from '../../../ui/skeleton';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from '../api/notifications';
import { notificationsTexts } from '../notifications.texts';
import styles from '../notifications.module.css';
import { NotificationItem } from './notification-item';

const texts = notificationsTexts.panel;

/**
 * The content of the bell's panel in the header: the latest notifications, each marked read when opened,
 * and "Markera alla som lästa". A representative or staff viewer sees the list as it is: marking read is a
 * change, which their read-only session may not make, so it stays unread for the member.
 */
export function NotificationsPanel() {
  const list = useNotifications();
  const profile = useProfile();
  const { flags } = useRuntimeConfig();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const mayMarkRead = canChange(profile.data?.roles ?? []);

  const open = (notification: Notification): void => {
    if (mayMarkRead && notification.readAt === null) markRead.mutate(notification.id);
  };

  const body = () => {
    if (list.isPending) return <Skeleton label={texts.loading} />;
    // A failed "show more" keeps the pages already shown and says so beside the button.
    if (list.isError && !list.isFetchNextPageError) {
      return <SectionError onRetry={() => void list.refetch()} />;
    }
    const { pages } = list.data;
    const items = pages.flatMap((page) => page.items);
    const unreadCount = pages[0]?.unreadCount ?? 0;
    if (items.length === 0) {
      return (
        <EmptyState title={texts.emptyTitle} headingLevel={3}>
          {texts.emptyText}
        </EmptyState>
      );
    }
    return (
      <>
        <div className={styles.panelBar}>
          <p className={styles.summary}>{texts.unreadSummary(unreadCount)}</p>
          {mayMarkRead && unreadCount > 0 && (
            <Button variant="link" onClick={() => markAllRead.mutate()} disabled={markAllRead.isPending}>
              {texts.markAllRead}
            </Button>
          )}
        </div>
        {markAllRead.isError && (
          <p role="alert" className={styles.error}>
            {texts.markAllFailed}
          </p>
        )}
        {!mayMarkRead && <p className={styles.note}>{texts.readOnly}</p>}
        <ul className={styles.list}>
          {items.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onOpen={open} />
          ))}
        </ul>
        {list.hasNextPage && (
          <Button
            variant="secondary"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
          >
            {list.isFetchingNextPage ? texts.loadingMore : texts.showMore}
          </Button>
        )}
        {list.isFetchNextPageError && (
          <p role="alert" className={styles.error}>
            {texts.showMoreFailed}
          </p>
        )}
      </>
    );
  };

  return (
    <div className={styles.panel}>
      <h2 className={styles.panelHeading}>{texts.heading}</h2>
      {body()}
      {flags.notificationSettings && (
        <Link to={portalRoutes.notificationSettings.path} className={styles.settingsLink}>
          {texts.settings}
        </Link>
      )}
    </div>
  );
}
