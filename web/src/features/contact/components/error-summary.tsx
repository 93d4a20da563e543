import type { MouseEvent, Ref } from 'react';
import styles from '../contact.module.css';

export interface FieldProblem {
  /** The id of the field's control, which the link moves focus to. */
  readonly fieldId: string;
  readonly message: string;
}

/** The error summary at the top of the form, with a link to each field; focused after a failed attempt. */
export function ErrorSummary({
  heading,
  message,
  problems,
  ref,
}: {
  heading: string;
  message?: string;
  problems: readonly FieldProblem[];
  ref: Ref<HTMLDivElement>;
}) {
  const goTo = (event: MouseEvent<HTMLAnchorElement>, fieldId: string): void => {
    const field = document.getElementById(fieldId);
    if (field === null) return;
    event.preventDefault();
    field.focus();
  };
  return (
    <div ref={ref} className={styles.summary} role="alert" tabIndex={-1} aria-labelledby="contact-errors">
      <h3 id="contact-errors" className={styles.summaryHeading}>
        {heading}
      </h3>
      {message !== undefined && <p>{message}</p>}
      {problems.length > 0 && (
        <ul>
          {problems.map((problem) => (
            <li key={problem.fieldId}>
              <a href={`#${problem.fieldId}`} onClick={(event) => goTo(event, problem.fieldId)}>
                {problem.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
