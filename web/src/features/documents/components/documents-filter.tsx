import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, type DocumentKind } from '#contracts/document-kinds';
import type { DocumentsFilter } from '../api/documents';
import styles from '../documents.module.css';
import { documentsTexts } from '../documents.texts';

const texts = documentsTexts.filter;

/** Kind and year, applied as soon as they change; the choice lives in the address, so it can be shared. */
export function DocumentsFilterForm({
  filter,
  kinds,
  years,
  onChange,
}: {
  filter: DocumentsFilter;
  kinds: readonly DocumentKind[];
  years: readonly number[];
  onChange: (filter: DocumentsFilter) => void;
}) {
  // Keep a chosen value in the list even if no document has it, so the select never shows a blank.
  const kindOptions = DOCUMENT_KINDS.filter((kind) => kinds.includes(kind) || kind === filter.kind);
  const yearOptions = [...new Set([...years, ...(filter.year === undefined ? [] : [filter.year])])].sort(
    (a, b) => b - a,
  );
  return (
    <form className={styles.filter} onSubmit={(event) => event.preventDefault()} aria-label={texts.legend}>
      <div className={styles.field}>
        <label htmlFor="documents-kind">{texts.kind}</label>
        <select
          id="documents-kind"
          className={styles.select}
          value={filter.kind ?? ''}
          onChange={(event) =>
            onChange({
              ...filter,
              kind: event.target.value === '' ? undefined : (event.target.value as DocumentKind),
            })
          }
        >
          <option value="">{texts.allKinds}</option>
          {kindOptions.map((kind) => (
            <option key={kind} value={kind}>
              {DOCUMENT_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="documents-year">{texts.year}</label>
        <select
          id="documents-year"
          className={styles.select}
          value={filter.year === undefined ? '' : String(filter.year)}
          onChange={(event) =>
            onChange({ ...filter, year: event.target.value === '' ? undefined : Number(event.target.value) })
          }
        >
          <option value="">{texts.allYears}</option>
          {yearOptions.map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
