import type { ComponentPropsWithRef, ReactNode } from 'react';
import { TextField } from './text-field';
import styles from './text-field.module.css';
import { uiTexts } from './ui.texts';

const EIGHT_DIGITS = /^(\d{4})(\d{2})(\d{2})$/;
const WITH_SEPARATORS = /^(\d{4})[-./ ](\d{1,2})[-./ ](\d{1,2})$/;

/**
 * A day as people commonly type it, written YYYY-MM-DD: "20261201" (a phone's number pad has no dash),
 * "2026-12-1", "2026/12/01", "2026.12.01", "2026 12 01". Anything else is returned as typed, trimmed, so the
 * form's own check refuses it in the form's words; whether the day exists (not 2026-02-30) is that check's
 * job too.
 */
export function normaliseDay(typed: string): string {
  const text = typed.trim();
  const match = EIGHT_DIGITS.exec(text) ?? WITH_SEPARATORS.exec(text);
  if (match === null) return text;
  const [, year = '', month = '', day = ''] = match;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * The one date field: a text input for a day written YYYY-MM-DD, with the format in words under the label.
 * Not `type="date"`: its picker follows the browser's language (mm/dd/yyyy in English) and would contradict
 * the Swedish hint. What is typed is shown as typed; each form passes it through `normaliseDay` when sent,
 * never on blur (see the one form set-up, lib/form: a change on blur can move the send button from under the pointer).
 */
export function DateField({
  hint,
  className,
  ...field
}: Omit<ComponentPropsWithRef<typeof TextField>, 'type' | 'hint'> & {
  /** What the form says about the day, such as the days it may be; the format is added after it. */
  readonly hint?: ReactNode;
}) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      // Ten characters fit "2026-12-01"; the pattern also lets "20261201" through.
      maxLength={10}
      pattern="[0-9]{4}-?[0-9]{1,2}-?[0-9]{1,2}"
      {...field}
      type="text"
      hint={
        hint === undefined ? (
          uiTexts.dateFormat
        ) : (
          <>
            {hint} {uiTexts.dateFormat}
          </>
        )
      }
      className={[styles.date, className].filter(Boolean).join(' ')}
    />
  );
}
