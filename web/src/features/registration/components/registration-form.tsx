import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import { RegistrationRequestSchema, type RegistrationRequest } from '#contracts/registration';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { CheckboxField, TextAreaField, TextField } from '../../../ui/text-field';
import { useSubmitRegistration } from '../api/submit-registration';
import { splitFullName } from '../applicant-name';
import styles from '../registration.module.css';
import { registrationTexts } from '../registration.texts';
import { ErrorSummary, type FieldProblem } from '../../../ui/error-summary';

const texts = registrationTexts.form;

type FieldName = keyof RegistrationRequest;

/** The fields in the order they appear, so the error summary lists them in that order too. */
const FIELD_ORDER: readonly FieldName[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'postalCode',
  'city',
  'propertyDesignation',
  'message',
  'acceptTerms',
];

export const fieldId = (name: FieldName): string => `registration-${name}`;

interface InputSpec {
  readonly name: Exclude<FieldName, 'message' | 'acceptTerms'>;
  readonly autoComplete: string;
  readonly type?: 'email' | 'tel';
  readonly inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  readonly optional?: boolean;
  readonly short?: boolean;
}

const GROUPS: readonly { legend: keyof typeof texts.groups; fields: readonly InputSpec[] }[] = [
  {
    legend: 'name',
    fields: [
      { name: 'firstName', autoComplete: 'given-name' },
      { name: 'lastName', autoComplete: 'family-name' },
    ],
  },
  {
    legend: 'contact',
    fields: [
      { name: 'email', autoComplete: 'email', type: 'email' },
      { name: 'phone', autoComplete: 'tel', type: 'tel' },
    ],
  },
  {
    legend: 'address',
    fields: [
      { name: 'street', autoComplete: 'street-address' },
      { name: 'postalCode', autoComplete: 'postal-code', inputMode: 'numeric', short: true },
      { name: 'city', autoComplete: 'address-level2' },
    ],
  },
  {
    legend: 'forest',
    fields: [{ name: 'propertyDesignation', autoComplete: 'off', optional: true }],
  },
];

const hintOf = (name: FieldName): string | undefined =>
  (texts.hints as Partial<Record<FieldName, string>>)[name];

/**
 * The membership application, in the Aksel pattern: checked when sent and then again as each field is
 * left; errors beside the fields and in a focused summary at the top; the server's field errors land in
 * the same places.
 */
export function RegistrationForm({ fullName, onSent }: { fullName?: string; onSent: () => void }) {
  const submit = useSubmitRegistration();
  const [failure, setFailure] = useState<string>();
  const [failedAttempts, setFailedAttempts] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  // Set by a failed attempt; spent when the summary, which may render a moment later, takes focus.
  const focusSummary = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(RegistrationRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onBlur',
    // The error summary takes focus instead, and links to each field.
    shouldFocusError: false,
    defaultValues: {
      ...splitFullName(fullName),
      email: '',
      phone: '',
      street: '',
      postalCode: '',
      city: '',
      propertyDesignation: '',
      message: '',
    },
  });

  const failed = (message?: string): void => {
    focusSummary.current = true;
    setFailure(message);
    setFailedAttempts((count) => count + 1);
  };

  const send = async (application: RegistrationRequest): Promise<void> => {
    setFailure(undefined);
    try {
      await submit.mutateAsync(application);
      onSent();
    } catch (error) {
      const fromServer = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
      const fieldProblems = FIELD_ORDER.flatMap((name) => {
        const message = fromServer[name]?.[0];
        return message === undefined ? [] : [{ name, message }];
      });
      for (const { name, message } of fieldProblems) setError(name, { type: 'server', message });
      failed(
        fieldProblems.length > 0
          ? undefined
          : error instanceof ApiError
            ? error.message
            : registrationTexts.errors.unexpected,
      );
    }
  };

  const problems: FieldProblem[] = FIELD_ORDER.flatMap((name) => {
    const message = errors[name]?.message;
    return message === undefined ? [] : [{ fieldId: fieldId(name), message }];
  });

  useEffect(() => {
    if (!focusSummary.current || summary.current === null) return;
    focusSummary.current = false;
    summary.current.focus();
  }, [failedAttempts, problems.length, failure]);

  const common = (name: FieldName, optional = false) => ({
    id: fieldId(name),
    label: texts.labels[name],
    tag: optional ? undefined : texts.required,
    hint: hintOf(name),
    error: errors[name]?.message,
    'aria-required': optional ? undefined : true,
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void handleSubmit(send, () => failed())(event)}
    >
      {(problems.length > 0 || failure !== undefined) && (
        <ErrorSummary
          ref={summary}
          heading={
            problems.length > 0
              ? registrationTexts.errors.summaryHeading
              : registrationTexts.errors.notSentHeading
          }
          message={failure}
          problems={problems}
        />
      )}
      <h2>{texts.heading}</h2>
      {GROUPS.map(({ legend, fields }) => (
        <fieldset key={legend} className={styles.group}>
          <legend>{texts.groups[legend]}</legend>
          {fields.map((field) => (
            <TextField
              key={field.name}
              {...common(field.name, field.optional)}
              {...register(field.name)}
              type={field.type}
              autoComplete={field.autoComplete}
              inputMode={field.inputMode}
              className={field.short === true ? styles.short : undefined}
            />
          ))}
          {legend === 'forest' && <TextAreaField {...common('message', true)} {...register('message')} />}
        </fieldset>
      ))}
      <CheckboxField {...common('acceptTerms')} {...register('acceptTerms')} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? texts.sending : texts.submit}
      </Button>
    </form>
  );
}
