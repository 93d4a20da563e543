import { useRuntimeConfig } from '../../../lib/runtime-config';
import { mandateDocumentHref } from '../api/mandates';
import { mandatesTexts } from '../mandates.texts';
import styles from '../mandates.module.css';

const texts = mandatesTexts.item;

/** The signed mandate document, opened in the browser's PDF viewer (which saves and prints it too). */
export function DocumentLink({ stakeholderRightId, name }: { stakeholderRightId: string; name: string }) {
  const { apiRoot } = useRuntimeConfig();
  return (
    <a className={styles.actionLink} href={mandateDocumentHref(apiRoot, stakeholderRightId)}>
      {/* One text run: the link is a flex box, which would drop the spaces around the hidden part. */}
      <span>
        {texts.document} <span className="visually-hidden">{texts.documentFor(name)}</span>{' '}
        {texts.documentType}
      </span>
    </a>
  );
}
