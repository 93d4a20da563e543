import type { ContactMessage } from '#contracts/staff-messages';
import { formatDateTime } from '../../../lib/format';
import { EmptyState } from '../../../ui/empty-state';
import { useContactMessages } from '../api/messages';
import styles from '../contact.module.css';
import { contactTexts } from '../contact.texts';

const texts = contactTexts.messages;

const statusOf = (message: ContactMessage): string =>
  message.handled
    ? texts.statuses.handled
    : message.answers.length > 0
      ? texts.statuses.answered
      : texts.statuses.waiting;

function Message({ message }: { message: ContactMessage }) {
  const headingId = `contact-message-${message.id}`;
  return (
    <li>
      <article className={styles.message} aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.messageSubject}>
          {message.subject}
        </h3>
        <p className={styles.messageMeta}>
          {texts.sent(message.advisorName)}{' '}
          <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>.{' '}
          <strong>{statusOf(message)}</strong>
        </p>
        <p className={styles.messageMeta}>{texts.yours}</p>
        <p className={styles.messageText}>{message.text}</p>
        {message.answers.length === 0 ? (
          !message.handled && <p>{texts.noAnswer}</p>
        ) : (
          <ol className={styles.answers}>
            {message.answers.map((answer, index) => (
              <li key={index} className={styles.answer}>
                <p className={styles.messageMeta}>
                  <strong>{texts.answerBy(answer.byName)}</strong>,{' '}
                  <time dateTime={answer.at}>{formatDateTime(answer.at)}</time>
                </p>
                <p className={styles.messageText}>{answer.body}</p>
              </li>
            ))}
          </ol>
        )}
        {message.handled && <p>{texts.handled}</p>}
      </article>
    </li>
  );
}

/** The member's messages to their advisor, newest first, with the answers given in the portal. */
export function MessageList() {
  const { data: messages } = useContactMessages();
  if (messages.length === 0) {
    return (
      <EmptyState title={texts.emptyTitle} headingLevel={3}>
        {texts.emptyText}
      </EmptyState>
    );
  }
  const newestFirst = [...messages].sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt));
  return (
    <>
      <p>{texts.lead}</p>
      <ul className={styles.messages}>
        {newestFirst.map((message) => (
          <Message key={message.id} message={message} />
        ))}
      </ul>
    </>
  );
}
