import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import {
  MemberContactRequestSchema,
  PREFERRED_CONTACTS,
  type MemberContactRequest,
  type MemberData,
} from '#contracts/member';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { ErrorSummary, type FieldProblem } from '../../../ui/error-summary';
import { RadioGroup } from '../../../ui/radio-group';
import { TextField } from '../../../ui/text-field';
import { useSaveContactDetails } from '../api/member-data';
import styles from '../profile.module.css';
import { profileTexts } from '../profile.texts';

const texts = profileTexts.form;

type FieldName = keyof MemberContactRequest;

/** The fields in the order they appear, so the error summary lists them in that order too. */
const FIELD_ORDER: readonly FieldName[] = [
  'preferredContact',
  'email',
  'phone',
  'street',
  'postalCode',
  'city',
];

const contactFieldId = (name: FieldName): string => `contact-${name}`;

const INPUTS: readonly {
  name: Exclude<FieldName, 'preferredContact'>;
  autoComplete: string;
  type?: 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  short?: boolean;
}[] = [
  { name: 'email', autoComplete: 'email', type: 'email' },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
  { name: 'street', autoComplete: 'street-address' },
  { name: 'postalCode', autoComplete: 'postal-code', inputMode: 'numeric', short: true },
  { name: 'city', autoComplete: 'address-level2' },
];

const hintOf = (name: FieldName): string | undefined =>
  (texts.hints as Partial<Record<FieldName, string>>)[name];

/**
 * The contact details form, in the Aksel pattern of the registration form: checked when sent and then as
 * each field is left; errors beside the fields and in a focused summary; the server's field errors land
 * in the same places.
 */
export function ContactForm({
  member,
  onBehalf,
  onSaved,
  onCancel,
}: {
  member: MemberData;
  /** Staff (Editor) change the details for the member. */
  onBehalf: boolean;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const save = useSaveContactDetails();
  const [failure, setFailure] = useState<string>();
  const [failedAttempts, setFailedAttempts] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Set by a failed attempt; spent when the summary, which may render a moment later, takes focus.
  const focusSummary = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(MemberContactRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
    defaultValues: {
      email: member.email ?? '',
      phone: member.phone ?? '',
      street: member.street ?? '',
      postalCode: member.postalCode ?? '',
      city: member.city ?? '',
      preferredContact: member.preferredContact,
    },
  });

  // The form replaces the details on screen: focus moves to its heading, so the change is announced.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const failed = (message?: string): void => {
    focusSummary.current = true;
    setFailure(message);
    setFailedAttempts((count) => count + 1);
  };

  const send = async (details: MemberContactRequest): Promise<void> => {
    setFailure(undefined);
    try {
      await save.mutateAsync(details);
      onSaved();
    } catch (error) {
      const fromServer = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
      const fieldProblems = FIELD_ORDER.flatMap((name) => {
        const message = fromServer[name]?.[0];
        return message === undefined ? [] : [{ name, message }];
      });
      for (const { name, message } of fieldProblems) setError(name, { type: 'server', message });
      failed(
        fieldProblems.length > 0 ? undefined : error instanceof ApiError ? error.message : texts.unexpected,
      );
    }
  };

  const problems: FieldProblem[] = FIELD_ORDER.flatMap((name) => {
    const message = errors[name]?.message;
    return message === undefined ? [] : [{ fieldId: contactFieldId(name), message }];
  });

  useEffect(() => {
    if (!focusSummary.current || summary.current === null) return;
    focusSummary.current = false;
    summary.current.focus();
  }, [failedAttempts, problems.length, failure]);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void handleSubmit(send, () => failed())(event)}
    >
      <h3 ref={heading} tabIndex={-1} className={styles.focusHeading}>
        {texts.heading}
      </h3>
      {onBehalf && <p>{profileTexts.contact.onBehalf}</p>}
      {(problems.length > 0 || failure !== undefined) && (
        <ErrorSummary
          ref={summary}
          headingLevel={3}
          heading={problems.length > 0 ? texts.summaryHeading : texts.notSavedHeading}
          message={failure}
          problems={problems}
        />
      )}
      <RadioGroup
        id={contactFieldId('preferredContact')}
        legend={texts.labels.preferredContact}
        hint={texts.hints.preferredContact}
        options={PREFERRED_CONTACTS.map((value) => ({ value, label: profileTexts.preferredContact[value] }))}
        error={errors.preferredContact?.message}
        input={register('preferredContact')}
      />
      {INPUTS.map((field) => (
        <TextField
          key={field.name}
          id={contactFieldId(field.name)}
          label={texts.labels[field.name]}
          hint={hintOf(field.name)}
          error={errors[field.name]?.message}
          {...register(field.name)}
          type={field.type}
          autoComplete={field.autoComplete}
          inputMode={field.inputMode}
          className={field.short === true ? styles.short : undefined}
        />
      ))}
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? texts.saving : texts.save}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}
