import { Link } from 'react-router';
import type { Notification } from '#contracts/notifications';
import { notificationsTexts } from '../notifications.texts';
import styles from '../notifications.module.css';
import { formatDateTime, formatTimeAgo } from '../../../lib/format';

const texts = notificationsTexts.panel;

/**
 * One notification: its title links to what it is about, where the reader may open that page (the server
 * leaves the link out where not). Unread ones say so in words and in weight, not by
 * colour alone (WCAG 1.4.1).
 */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const unread = notification.readAt === null;
  const title = (
    <>
      {unread && <span className={styles.unreadTag}>{texts.unread}</span>}
      <span className={styles.itemTitle}>{notification.title}</span>
    </>
  );
  return (
    <li className={unread ? `${styles.item} ${styles.unread}` : styles.item}>
      {notification.link === null ? (
        <p className={styles.itemHeading}>{title}</p>
      ) : (
        <Link to={notification.link} className={styles.itemLink} onClick={() => onOpen(notification)}>
          {title}
        </Link>
      )}
      <p className={styles.itemText}>{notification.text}</p>
      <time
        className={styles.itemTime}
        dateTime={notification.createdAt}
        title={formatDateTime(notification.createdAt)}
      >
        {formatTimeAgo(notification.createdAt)}
      </time>
    </li>
  );
}
