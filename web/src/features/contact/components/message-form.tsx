import { zodResolver } from '@hookform/resolvers/zod';
import {
  ContactMessageRequestSchema,
  type ContactMessageReceipt,
  type ContactMessageRequest,
  SUBJECT_MAX,
} from '#contracts/contact';
import { Button } from '../../../ui/button';
import { useCheckedForm } from '../../../lib/form/checked-form';
import { TextAreaField, TextField } from '../../../ui/text-field';
import { useSendMessage } from '../api/messages';
import styles from '../contact.module.css';
import { contactTexts } from '../contact.texts';
import { RadioGroup } from '../../../ui/radio-group';

const texts = contactTexts.form;

type FieldName = keyof ContactMessageRequest;
const FIELD_ORDER: readonly FieldName[] = ['businessId', 'subject', 'message', 'replyChannel'];
export const fieldId = (name: FieldName): string => `contact-${name}`;

/**
 * The message to the advisor, in the portal's one form set-up (lib/form): checked when sent and again as
 * each wrong field changes; errors beside the fields and in a focused summary; the server's field errors
 * land in the same places.
 */
export function MessageForm({
  businesses,
  onSent,
}: {
  /** The member's businesses; with more than one, the member chooses which the message is about. */
  businesses: readonly { id: string; name: string }[];
  onSent: (receipt: ContactMessageReceipt) => void;
}) {
  const send = useSendMessage();
  const form = useCheckedForm({
    resolver: zodResolver(ContactMessageRequestSchema),
    defaultValues: {
      // With several businesses none is chosen beforehand: the member says which the message is about.
      businessId: businesses.length === 1 ? (businesses[0]?.id ?? '') : '',
      subject: '',
      message: '',
      replyChannel: 'email',
    },
    fields: FIELD_ORDER,
    idOf: fieldId,
    heading: contactTexts.errors.summaryHeading,
    notSentHeading: contactTexts.errors.notSentHeading,
    headingLevel: 3,
    unexpected: contactTexts.errors.unexpected,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const submit = async (message: ContactMessageRequest): Promise<void> => {
    form.passed();
    try {
      const receipt = await send.mutateAsync(message);
      if (receipt !== null) onSent(receipt);
    } catch (error) {
      form.refused(error);
    }
  };

  const common = (name: 'subject' | 'message') => ({
    id: fieldId(name),
    label: texts[name],
    tag: texts.required,
    error: errors[name]?.message,
    'aria-required': true as const,
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => form.submit(event, submit)}>
      {form.summary}
      {businesses.length > 1 && (
        <RadioGroup
          id={fieldId('businessId')}
          legend={texts.business}
          options={businesses.map(({ id, name }) => ({ value: id, label: name }))}
          error={errors.businessId?.message}
          input={register('businessId')}
        />
      )}
      <TextField
        {...common('subject')}
        hint={texts.subjectHint}
        maxLength={SUBJECT_MAX}
        {...register('subject')}
      />
      <TextAreaField {...common('message')} rows={6} {...register('message')} />
      <RadioGroup
        id={fieldId('replyChannel')}
        legend={texts.replyChannel}
        options={[
          { value: 'email', label: texts.channels.email },
          { value: 'phone', label: texts.channels.phone },
        ]}
        error={errors.replyChannel?.message}
        input={register('replyChannel')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? texts.sending : texts.submit}
      </Button>
    </form>
  );
}
