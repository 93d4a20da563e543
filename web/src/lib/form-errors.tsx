import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldError, FieldErrors } from 'react-hook-form';
import { ApiError } from './api-client';
import { ErrorSummary, type FieldProblem } from '../ui/error-summary';
import { uiTexts } from '../ui/ui.texts';

/**
 * The error at a field's path ("rows.0.amount"). Written here, not react-hook-form's `get`: a value import
 * would put the whole library in the chunk of every form, also of those that do without it.
 */
function errorAt(errors: FieldErrors, path: string): FieldError | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return node as FieldError | undefined;
}

/** A message for some of the fields; a field without one is right. */
export type FieldMessages<Field extends string> = Partial<Record<Field, string | undefined>>;

/**
 * How every react-hook-form form is checked: when sent, then each wrong field again as it changes. Never on
 * blur: pressing the send button blurs the last field, and an error going then moves the button from under
 * the pointer between press and release, so the press is lost.
 */
export const CHECKED_WHEN_SENT = {
  mode: 'onSubmit',
  reValidateMode: 'onChange',
  // The error summary takes focus instead, and links to each field.
  shouldFocusError: false,
} as const;

interface FormErrorsOptions<Field extends string> {
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
 * The one form pattern (Aksel, GOV.UK): errors beside the fields and in a summary at the top that takes
 * focus after each failed attempt. The summary changes only on an attempt, never while the member fixes
 * the fields, so nothing above the send button moves as they do.
 */
export function useFormErrors<Field extends string>({
  fields,
  idOf,
  heading,
  notSentHeading = heading,
  headingLevel = 2,
  unexpected = uiTexts.notSent,
  initial = {},
}: FormErrorsOptions<Field>) {
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

  /** react-hook-form's handler of a failed attempt: the form's own errors, by field path. */
  const invalid = (errors: FieldErrors): void => {
    const messages: FieldMessages<Field> = {};
    for (const field of fields) messages[field] = errorAt(errors, field)?.message;
    failed(messages);
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
    fieldOf: (serverField: string) => Field | undefined = (name) =>
      fields.includes(name as Field) ? (name as Field) : undefined,
  ): void => {
    const messages: FieldMessages<Field> = {};
    let elsewhere: string | undefined;
    for (const [serverField, [text]] of Object.entries(
      error instanceof ApiError ? (error.fieldErrors ?? {}) : {},
    )) {
      const field = fieldOf(serverField);
      if (field === undefined) elsewhere ??= text;
      else if (text !== undefined) messages[field] ??= text;
    }
    for (const field of fields) {
      const text = messages[field];
      if (text !== undefined) place(field, text);
    }
    const general = error instanceof ApiError && error.message !== '' ? error.message : unexpected;
    failed(messages, elsewhere ?? (Object.keys(messages).length > 0 ? undefined : general));
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

  return { failed, invalid, passed, refused, summary: summaryElement };
}
