import type { ZodMiniType } from 'zod/mini';
import { resolverOf } from '../../../lib/form-check';
import { useCheckedForm } from '../../../lib/form/checked-form';
import { Button } from '../../../ui/button';
import { TextAreaField } from '../../../ui/text-field';
import styles from '../staff-work.module.css';

interface Answer {
  body: string;
}

export interface AnswerFormTexts {
  readonly answer: string;
  readonly required: string;
  readonly answerHint: string;
  readonly send: string;
  readonly sending: string;
  readonly errorsHeading: string;
  readonly notSentHeading: string;
}

/**
 * An Editor's answer to a member, written in the portal: checked by the contract's schema when sent, with the
 * server's refusals beside the field; the member is notified of it.
 */
export function AnswerForm({
  fieldId,
  schema,
  maxLength,
  rows,
  texts,
  send,
  onSent,
}: {
  fieldId: string;
  schema: ZodMiniType<Answer>;
  maxLength: number;
  rows: number;
  texts: AnswerFormTexts;
  send: (body: string) => Promise<unknown>;
  onSent: () => void;
}) {
  const form = useCheckedForm({
    resolver: resolverOf<Answer>((values: Answer) => {
      const parsed = schema.safeParse(values);
      return { body: parsed.success ? undefined : parsed.error.issues[0]?.message };
    }),
    defaultValues: { body: '' },
    fields: ['body'] as const,
    idOf: () => fieldId,
    heading: texts.errorsHeading,
    notSentHeading: texts.notSentHeading,
    headingLevel: 3,
  });
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const submit = async (values: Answer): Promise<void> => {
    form.passed();
    try {
      await send(schema.parse(values).body);
      reset();
      onSent();
    } catch (failure) {
      form.refused(failure);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => form.submit(event, submit)}>
      {form.summary}
      <TextAreaField
        id={fieldId}
        label={texts.answer}
        tag={texts.required}
        hint={texts.answerHint}
        error={errors.body?.message}
        aria-required
        rows={rows}
        maxLength={maxLength}
        {...register('body')}
      />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? texts.sending : texts.send}
        </Button>
      </div>
    </form>
  );
}
