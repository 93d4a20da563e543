import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ErrorSummary, type FieldProblem } from '../../ui/error-summary';
import { uiTexts } from '../../ui/ui.texts';
import { refusalOf, useFieldMessages, type FieldMessages, type FieldOf } from './field-messages';

export type { FieldMessages } from './field-messages';

export interface SummarySetup<Field extends string> {
  /** The fields in the order they appear, so the summary lists them in that order too. */
  readonly fields: readonly Field[];
  /** The id of a field's control, which the summary's link moves focus to. */
  readonly idOf: (field: Field) => string;
  /** The summary's heading when fields are wrong, such as "Du behöver rätta följande:". */
  readonly heading: string;
  /** The heading when the fields are right but the form could not be sent; the heading above by default. */
  readonly notSentHeading?: string;
  readonly headingLevel?: 2 | 3;
  /** Said when the form could not be sent and the server's answer has no message for a person. */
  readonly unexpected?: string;
  /** What is wrong already when the form opens (such as a bad filter in the address): shown, not focused. */
  readonly initial?: FieldMessages<Field>;
}

interface Attempt {
  readonly count: number;
  readonly problems: readonly FieldProblem[];
  readonly message?: string;
}

/**
 * The error summary of the one form set-up (Aksel, GOV.UK), which `usePlainForm` and `useCheckedForm`
 * build on: it lists the wrong fields in their order and takes focus after each failed attempt. It changes
 * only on an attempt, never while the member fixes the fields, so nothing above the send button moves.
 */
export function useErrorSummary<Field extends string>({
  fields,
  idOf,
  heading,
  notSentHeading = heading,
  headingLevel = 2,
  unexpected = uiTexts.notSent,
  initial = {},
}: SummarySetup<Field>) {
  const problemsOf = (messages: FieldMessages<Field>): FieldProblem[] =>
    fields.flatMap((field) => {
      const text = messages[field];
      return text === undefined ? [] : [{ fieldId: idOf(field), message: text }];
    });
  const [attempt, setAttempt] = useState<Attempt>(() => ({ count: 0, problems: problemsOf(initial) }));
  const summary = useRef<HTMLDivElement>(null);

  // The summary renders with the attempt's state, so it is there to take focus once the render is done.
  useEffect(() => {
    if (attempt.count > 0) summary.current?.focus();
  }, [attempt.count]);

  /** A failed attempt: the summary lists the fields' messages in the fields' order, and takes focus. */
  const failed = (messages: FieldMessages<Field>, message?: string): void => {
    const problems = problemsOf(messages);
    setAttempt(({ count }) => ({ count: count + 1, problems, message }));
  };

  /** An attempt that passed the checks: the summary goes. */
  const passed = (): void => {
    setAttempt(({ count }) => ({ count, problems: [] }));
  };

  /**
   * The server's refusal: each field error it names goes to its field through `place` and into the summary;
   * one about something with no field here (such as a map point's place) becomes the summary's message, and
   * so does the server's general message when it names no field at all.
   */
  const refused = (
    error: unknown,
    place: (field: Field, message: string) => void,
    fieldOf?: FieldOf<Field>,
  ): void => {
    const { messages, message } = refusalOf(error, fields, unexpected, fieldOf);
    for (const field of fields) {
      const text = messages[field];
      if (text !== undefined) place(field, text);
    }
    failed(messages, message);
  };

  const shown = attempt.problems.length > 0 || attempt.message !== undefined;
  const summaryElement: ReactNode = shown ? (
    <ErrorSummary
      ref={summary}
      heading={attempt.problems.length > 0 ? heading : notSentHeading}
      headingLevel={headingLevel}
      message={attempt.message}
      problems={attempt.problems}
    />
  ) : null;

  return { failed, passed, refused, summary: summaryElement };
}

/**
 * The one form set-up for a form that keeps its values in React state, to keep react-hook-form out of its
 * page's chunk (ADR 0015): the fields' messages (`errors`), the summary, and the server's refusals. A form
 * with no fields (one button) passes `fields: []`; its refusals go into the summary's message.
 */
export function usePlainForm<Field extends string>(setup: SummarySetup<Field>) {
  const summary = useErrorSummary(setup);
  const fieldMessages = useFieldMessages(setup.initial);
  return {
    errors: fieldMessages.errors,
    summary: summary.summary,
    /** A failed attempt: the messages go beside the fields and into the summary, which takes focus. */
    failed: (messages: FieldMessages<Field>, message?: string): void => {
      fieldMessages.failed(messages);
      summary.failed(messages, message);
    },
    passed: (): void => {
      fieldMessages.passed();
      summary.passed();
    },
    refused: (error: unknown, fieldOf?: FieldOf<Field>): void => {
      const placed: FieldMessages<Field> = {};
      summary.refused(error, (field, message) => (placed[field] = message), fieldOf);
      fieldMessages.failed(placed);
    },
  };
}
