import type { MemberDocument } from '#contracts/documents';
import { formatDate } from '../../../lib/format';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { documentHref } from '../api/documents';
import styles from '../documents.module.css';
import { documentsTexts } from '../documents.texts';

const texts = documentsTexts.list;

/** The documents grouped by the year they were issued, newest first; each a link that opens its PDF. */
export function DocumentsList({ documents }: { documents: readonly MemberDocument[] }) {
  const { apiRoot } = useRuntimeConfig();
  const years = new Map<string, MemberDocument[]>();
  for (const document of documents) {
    const year = document.issuedOn.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), document]);
  }
  return (
    <div className={styles.years}>
      {[...years].map(([year, inYear]) => (
        <section key={year} aria-labelledby={`documents-${year}`}>
          <h2 id={`documents-${year}`} className={styles.yearHeading}>
            {texts.yearHeading(year)}
          </h2>
          <ul className={styles.list}>
            {inYear.map((document) => (
              <li key={document.id} className={styles.item}>
                <a className={styles.link} href={documentHref(apiRoot, document.id)}>
                  <span className={styles.kind}>{document.kindLabel}</span>
                  <span className={styles.title}>{document.title}</span>
                  <span className={styles.meta}>
                    <span>
                      {texts.issued} <time dateTime={document.issuedOn}>{formatDate(document.issuedOn)}</time>
                    </span>
                    <span className={styles.pdf}>{texts.pdf}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
