import { useId, type MouseEvent, type Ref } from 'react';
import styles from './error-summary.module.css';

export interface FieldProblem {
  /** The id of the field's control, which the link moves focus to. */
  readonly fieldId: string;
  readonly message: string;
}

/**
 * The Aksel error summary: what stops a form from being sent, at the top of the form, with a link to each
 * field. The form focuses it after a failed attempt; it is also an alert for screen readers.
 */
export function ErrorSummary({
  heading,
  headingLevel = 2,
  message,
  problems,
  ref,
}: {
  heading: string;
  headingLevel?: 2 | 3;
  /** A problem with no field of its own, such as the server being away. */
  message?: string;
  problems: readonly FieldProblem[];
  ref: Ref<HTMLDivElement>;
}) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Focus the field itself: following the #link through the router would make the input lose its tab stop.
  const goTo = (event: MouseEvent<HTMLAnchorElement>, fieldId: string): void => {
    const field = document.getElementById(fieldId);
    if (field === null) return;
    event.preventDefault();
    field.focus();
  };
  return (
    <div ref={ref} className={styles.summary} role="alert" tabIndex={-1} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {heading}
      </Heading>
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
