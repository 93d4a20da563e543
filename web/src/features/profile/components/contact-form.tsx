import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, type HTMLAttributes } from 'react';
import {
  MemberContactRequestSchema,
  PREFERRED_CONTACTS,
  type MemberContactRequest,
  type MemberData,
} from '#contracts/member';
import { Button } from '../../../ui/button';
import { useCheckedForm } from '../../../lib/form/checked-form';
import { RadioGroup } from '../../../ui/radio-group';
import { TextField } from '../../../ui/text-field';
import { useSaveContactDetails } from '../api/member';
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
 * The contact details form, in the portal's one form set-up (lib/form): checked when sent and then as
 * each wrong field changes; errors beside the fields and in a focused summary; the server's field errors
 * land in the same places.
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
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useCheckedForm({
    resolver: zodResolver(MemberContactRequestSchema),
    defaultValues: {
      email: member.email ?? '',
      phone: member.phone ?? '',
      street: member.street ?? '',
      postalCode: member.postalCode ?? '',
      city: member.city ?? '',
      preferredContact: member.preferredContact,
    },
    fields: FIELD_ORDER,
    idOf: contactFieldId,
    heading: texts.summaryHeading,
    notSentHeading: texts.notSavedHeading,
    headingLevel: 3,
    unexpected: texts.unexpected,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  // The form replaces the details on screen: focus moves to its heading, so the change is announced.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const send = async (details: MemberContactRequest): Promise<void> => {
    form.passed();
    try {
      await save.mutateAsync(details);
      onSaved();
    } catch (error) {
      form.refused(error);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => form.submit(event, send)}>
      <h3 ref={heading} tabIndex={-1} className={styles.focusHeading}>
        {texts.heading}
      </h3>
      {onBehalf && <p>{profileTexts.contact.onBehalf}</p>}
      {form.summary}
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
