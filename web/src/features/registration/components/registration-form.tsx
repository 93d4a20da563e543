import { zodResolver } from '@hookform/resolvers/zod';
import type { HTMLAttributes } from 'react';
import { RegistrationRequestSchema, type RegistrationRequest } from '#contracts/registration';
import { Button } from '../../../ui/button';
import { useCheckedForm } from '../../../lib/form/checked-form';
import { CheckboxField, TextAreaField, TextField } from '../../../ui/text-field';
import { useSubmitRegistration } from '../api/registration';
import { splitFullName } from '../applicant-name';
import { MEMBERSHIP_TERMS_ID } from './membership-terms';
import styles from '../registration.module.css';
import { registrationTexts } from '../registration.texts';

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
 * The membership application, in the portal's one form set-up (lib/form): checked when sent and then as
 * each wrong field changes; errors beside the fields and in a focused summary at the top; the server's
 * field errors land in the same places.
 */
export function RegistrationForm({ fullName, onSent }: { fullName?: string; onSent: () => void }) {
  const submit = useSubmitRegistration();
  const form = useCheckedForm({
    resolver: zodResolver(RegistrationRequestSchema),
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
    fields: FIELD_ORDER,
    idOf: fieldId,
    heading: registrationTexts.errors.summaryHeading,
    notSentHeading: registrationTexts.errors.notSentHeading,
    unexpected: registrationTexts.errors.unexpected,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const send = async (application: RegistrationRequest): Promise<void> => {
    form.passed();
    try {
      await submit.mutateAsync(application);
      onSent();
    } catch (error) {
      form.refused(error);
    }
  };

  const common = (name: FieldName, optional = false) => ({
    id: fieldId(name),
    label: texts.labels[name],
    tag: optional ? undefined : texts.required,
    hint: hintOf(name),
    error: errors[name]?.message,
    'aria-required': optional ? undefined : true,
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => form.submit(event, send)}>
      {form.summary}
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
      <CheckboxField
        {...common('acceptTerms')}
        hint={
          <>
            {texts.hints.acceptTerms} <a href={`#${MEMBERSHIP_TERMS_ID}`}>{texts.termsLink}</a>
          </>
        }
        {...register('acceptTerms')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? texts.sending : texts.submit}
      </Button>
    </form>
  );
}
