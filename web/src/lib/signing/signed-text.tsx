import { shownBySimpleMarkdown } from '#contracts/signing';
import styles from './signing.module.css';

/**
 * A text to sign as BankID shows it (simpleMarkdownV1, as the server writes it): a `#` line is its
 * heading, every other line a line of its own, with what a person typed shown as typed (its escapes gone).
 */
export function SignedText({ text, label }: { text: string; label: string }) {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  return (
    <figure className={styles.text}>
      <figcaption className={styles.textLabel}>{label}</figcaption>
      {lines.map((line, index) =>
        line.startsWith('# ') ? (
          <p key={index} className={styles.textHeading}>
            {shownBySimpleMarkdown(line.slice(2))}
          </p>
        ) : (
          <p key={index}>{shownBySimpleMarkdown(line)}</p>
        ),
      )}
    </figure>
  );
}
