import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ContactMessageRequestSchema,
  type ContactMessageReceipt,
  type ContactMessageRequest,
  type ReplyChannel,
  SUBJECT_MAX,
} from '#contracts/contact';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { TextAreaField, TextField } from '../../../ui/text-field';
import { useSendMessage } from '../api/send-message';
import styles from '../contact.module.css';
import { contactTexts } from '../contact.texts';
import { ErrorSummary, type FieldProblem } from '../../../ui/error-summary';
import { RadioGroup } from '../../../ui/radio-group';

const texts = contactTexts.form;

type FieldName = keyof ContactMessageRequest;
const FIELD_ORDER: readonly FieldName[] = ['businessId', 'subject', 'message', 'replyChannel'];
export const fieldId = (name: FieldName): string => `contact-${name}`;

/**
 * The message to the advisor: checked when sent and again as each field is left; errors beside the fields
 * and in a focused summary; the server's field errors land in the same places.
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
  const [failure, setFailure] = useState<string>();
  const [failedAttempts, setFailedAttempts] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const focusSummary = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ContactMessageRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
    defaultValues: {
      // With several businesses none is chosen beforehand: the member says which the message is about.
      businessId: businesses.length === 1 ? (businesses[0]?.id ?? '') : '',
      subject: '',
      message: '',
      replyChannel: 'email' as ReplyChannel,
    },
  });

  const failed = (message?: string): void => {
    focusSummary.current = true;
    setFailure(message);
    setFailedAttempts((count) => count + 1);
  };

  const submit = async (message: ContactMessageRequest): Promise<void> => {
    setFailure(undefined);
    try {
      const receipt = await send.mutateAsync(message);
      if (receipt !== null) onSent(receipt);
    } catch (error) {
      const fromServer = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
      const fieldProblems = FIELD_ORDER.flatMap((name) => {
        const text = fromServer[name]?.[0];
        return text === undefined ? [] : [{ name, text }];
      });
      for (const { name, text } of fieldProblems) setError(name, { type: 'server', message: text });
      failed(
        fieldProblems.length > 0
          ? undefined
          : error instanceof ApiError
            ? error.message
            : contactTexts.errors.unexpected,
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

  const common = (name: 'subject' | 'message') => ({
    id: fieldId(name),
    label: texts[name],
    tag: texts.required,
    error: errors[name]?.message,
    'aria-required': true as const,
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void handleSubmit(submit, () => failed())(event)}
    >
      {(problems.length > 0 || failure !== undefined) && (
        <ErrorSummary
          ref={summary}
          headingLevel={3}
          heading={
            problems.length > 0 ? contactTexts.errors.summaryHeading : contactTexts.errors.notSentHeading
          }
          message={failure}
          problems={problems}
        />
      )}
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
