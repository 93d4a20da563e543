import styles from './signing.module.css';

/**
 * A text to sign as BankID shows it (simpleMarkdownV1, as the server writes it): a `#` line is its
 * heading, every other line a line of its own.
 */
export function SignedText({ text, label }: { text: string; label: string }) {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  return (
    <figure className={styles.text}>
      <figcaption className={styles.textLabel}>{label}</figcaption>
      {lines.map((line, index) =>
        line.startsWith('# ') ? (
          <p key={index} className={styles.textHeading}>
            {line.slice(2)}
          </p>
        ) : (
          <p key={index}>{line}</p>
        ),
      )}
    </figure>
  );
}
