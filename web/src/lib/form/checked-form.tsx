import type { BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import type { FieldMessages, FieldOf } from './field-messages';
import { useErrorSummary, type SummarySetup } from './plain-form';

/**
 * How every form is checked: when sent, then each wrong field again as it changes. Never on blur: pressing
 * the send button blurs the last field, and an error going then moves the button from under the pointer
 * between press and release, so the press is lost.
 */
const CHECKED_WHEN_SENT = {
  mode: 'onSubmit',
  reValidateMode: 'onChange',
  // The error summary takes focus instead, and links to each field.
  shouldFocusError: false,
} as const;

/** The error at a field's path ("rows.0.amount"). */
function errorAt(errors: FieldErrors, path: string): FieldError | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return node as FieldError | undefined;
}

export interface CheckedFormSetup<Values extends FieldValues, Field extends string, Sent> extends Omit<
  SummarySetup<Field>,
  'fields'
> {
  /** The rules from `contracts/`: `zodResolver(schema)`, or `resolverOf` and the rule functions. */
  readonly resolver: Resolver<Values, unknown, Sent>;
  readonly defaultValues: NoInfer<DefaultValues<Values>>;
  /**
   * The fields in the order they appear (the summary's order): the values' names, and a name the form
   * shows an error at without a control of its own. Given the values when the fields depend on them (rows).
   */
  readonly fields: readonly Field[] | ((values: NoInfer<Values>) => readonly Field[]);
  /** A form that checks a wrong field again itself, because some of its fields have no input: 'onSubmit'. */
  readonly reValidateMode?: 'onSubmit';
}

/**
 * The one form set-up: react-hook-form checked when sent (never on blur), the error summary that takes
 * focus after a failed attempt, and the server's refusals (its field errors on the fields, anything else in
 * the summary). It gives react-hook-form's own methods (`register`, `formState`, ...) and:
 * - `submit(event, send)`: the form's submit handler; `send` gets the checked values, and on a failed check
 *   the summary lists the wrong fields and takes focus;
 * - `passed()` once an attempt got past the checks, `failed(messages, message?)` for the form's own further
 *   checks, `refused(error, fieldOf?)` with the server's refusal;
 * - `summary`, drawn at the top of the form.
 */
export function useCheckedForm<
  Values extends FieldValues,
  Field extends string = FieldPath<Values>,
  Sent = Values,
>({
  resolver,
  defaultValues,
  fields,
  reValidateMode,
  ...summarySetup
}: CheckedFormSetup<Values, Field, Sent>) {
  const hookForm = useForm<Values, unknown, Sent>({
    resolver,
    ...CHECKED_WHEN_SENT,
    ...(reValidateMode === undefined ? {} : { reValidateMode }),
    defaultValues,
  });
  const { getValues, handleSubmit, setError } = hookForm;
  const fieldsNow = (): readonly Field[] => (typeof fields === 'function' ? fields(getValues()) : fields);
  const summary = useErrorSummary({ ...summarySetup, fields: fieldsNow() });

  const invalid = (errors: FieldErrors<Values>): void => {
    const messages: FieldMessages<Field> = {};
    for (const field of fieldsNow()) messages[field] = errorAt(errors, field)?.message;
    summary.failed(messages);
  };
  // A field the values do not name (an area drawn on a map) still takes its error: react-hook-form keeps it.
  const place = (field: Field, message: string): void =>
    setError(field as unknown as FieldPath<Values>, { type: 'server', message });

  return {
    ...hookForm,
    summary: summary.summary,
    passed: summary.passed,
    failed: summary.failed,
    refused: (error: unknown, fieldOf?: FieldOf<Field>): void => summary.refused(error, place, fieldOf),
    submit: (event: BaseSyntheticEvent | undefined, send: (values: Sent) => unknown): void =>
      void handleSubmit(async (values) => {
        await send(values);
      }, invalid)(event),
  };
}
