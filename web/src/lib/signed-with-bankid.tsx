import type { Signature } from '#contracts/signing';
import { formatDateTime } from './format';
import { useRuntimeConfig } from './runtime-config';
import { signedWithBankIdTexts as texts } from './signed-with-bankid.texts';
import styles from './signed-with-bankid.module.css';

/** The signed text with who signed it and when, as a text file (`GET /api/signing/{id}/text`). */
const signedTextHref = (apiRoot: string, signingId: string): string =>
  `${apiRoot}signing/${encodeURIComponent(signingId)}/text`;

/**
 * The BankID evidence of a signed write: "Signerad med BankID 25 nov. 2026 kl. 14:03" (with "av Lena Sjöberg
 * för din räkning" when staff signed for the member) and a link that downloads the signed text. Nothing for
 * a write made before signing existed (`signature` null).
 */
export function SignedWithBankId({
  signature,
  of,
  className,
}: {
  signature: Signature | null;
  /** Which write it is, read after the link's visible words, e.g. `signedWithBankIdTexts.of.order(number)`. */
  of: string;
  className?: string;
}) {
  const { apiRoot } = useRuntimeConfig();
  if (signature === null) return null;
  return (
    <p className={className === undefined ? styles.evidence : `${styles.evidence} ${className}`}>
      <span>
        {texts.signed} <time dateTime={signature.signedAt}>{formatDateTime(signature.signedAt)}</time>
        {signature.onBehalf && ` ${texts.onBehalf(signature.signerName)}`}
      </span>{' '}
      <a className={styles.download} href={signedTextHref(apiRoot, signature.signingId)} download>
        {texts.download} <span className="visually-hidden">{of}</span>
      </a>
    </p>
  );
}
