import { useEffect, useRef } from 'react';
import type { ContactMessageReceipt } from '#contracts/contact';
import { formatDateTime } from '../../../lib/format';
import { Button } from '../../../ui/button';
import styles from '../contact.module.css';
import { contactTexts } from '../contact.texts';

const texts = contactTexts.receipt;

/** What was sent, and what happens next; its heading takes focus when it replaces the form. */
export function MessageReceipt({
  receipt,
  onAnother,
}: {
  receipt: ContactMessageReceipt;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className={styles.receipt} role="status">
      <h3 ref={heading} tabIndex={-1}>
        {texts.heading}
      </h3>
      <p>{texts.text(receipt.advisorName, receipt.replyChannel)}</p>
      {receipt.receiptEmail !== null && <p>{texts.copy(receipt.receiptEmail)}</p>}
      <p>
        {texts.sentAt}: <time dateTime={receipt.sentAt}>{formatDateTime(receipt.sentAt)}</time>
      </p>
      <Button variant="secondary" onClick={onAnother}>
        {texts.another}
      </Button>
    </div>
  );
}
