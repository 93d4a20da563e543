import { useState } from 'react';
import { ApiError } from '../api-client';

/** A message for some of the fields; a field without one is right. */
export type FieldMessages<Field extends string> = Partial<Record<Field, string | undefined>>;

/** Where a server's field name lands here: the same name by default, none for a field the form lacks. */
export type FieldOf<Field extends string> = (serverField: string) => Field | undefined;

/**
 * The server's refusal in the form's terms: its field errors by the form's fields, and what it says about
 * anything else (a field with no control here, or no field at all) as one message, `unexpected` when it
 * says nothing a person can read.
 */
export function refusalOf<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  unexpected: string,
  fieldOf: FieldOf<Field> = (name) => (fields.includes(name as Field) ? (name as Field) : undefined),
): { readonly messages: FieldMessages<Field>; readonly message?: string } {
  const messages: FieldMessages<Field> = {};
  let elsewhere: string | undefined;
  for (const [serverField, [text]] of Object.entries(
    error instanceof ApiError ? (error.fieldErrors ?? {}) : {},
  )) {
    const field = fieldOf(serverField);
    if (field === undefined) elsewhere ??= text;
    else if (text !== undefined) messages[field] ??= text;
  }
  const general = error instanceof ApiError && error.message !== '' ? error.message : unexpected;
  return { messages, message: elsewhere ?? (Object.keys(messages).length > 0 ? undefined : general) };
}

/**
 * The lightest entry of the one form set-up, for a form whose few errors stand beside their fields with no
 * summary (a one-field lookup, whose field takes focus itself): the fields' messages, set by a failed
 * attempt and cleared by one that passed. Neither react-hook-form nor the error summary comes with it.
 */
export function useFieldMessages<Field extends string>(initial: FieldMessages<Field> = {}) {
  const [errors, setErrors] = useState<FieldMessages<Field>>(initial);
  return {
    errors,
    failed: (messages: FieldMessages<Field>): void => setErrors(messages),
    /** Some fields' messages change (a photo could not be read), the others' stay. */
    mark: (messages: FieldMessages<Field>): void => setErrors((before) => ({ ...before, ...messages })),
    passed: (): void => setErrors({}),
  };
}
