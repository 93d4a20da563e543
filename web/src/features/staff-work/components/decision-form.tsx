import { useWatch } from 'react-hook-form';
import { REASON_MAX, RefusalRequestSchema } from '#contracts/staff-decisions';
import { resolverOf } from '../../../lib/form-check';
import { useCheckedForm } from '../../../lib/form/checked-form';
import { Button } from '../../../ui/button';
import { RadioGroup } from '../../../ui/radio-group';
import { TextAreaField } from '../../../ui/text-field';
import { useDecide, type DecisionKind } from '../api/decision-errands';
import { decisionErrandTexts as texts } from '../decision-errand.texts';
import styles from '../staff-work.module.css';

export type Choice = 'approve' | 'refuse';

interface DecisionValues {
  decision: Choice | '';
  reason: string;
}

type Field = keyof DecisionValues;
const FIELDS: readonly Field[] = ['decision', 'reason'];

function check(values: DecisionValues): Record<string, string | undefined> {
  if (values.decision === '') return { decision: texts.chooseError };
  if (values.decision === 'approve') return {};
  const parsed = RefusalRequestSchema.safeParse({ reason: values.reason });
  return { reason: parsed.success ? undefined : parsed.error.issues[0]?.message };
}

/**
 * Staff (Editor) approve the errand, or refuse it with a reason the member (applicant) reads. Nothing is
 * chosen beforehand: a decision is never taken by a slip. Checked here and on the server; the server's
 * refusal (decided meanwhile, the payout paid) shows in the summary.
 */
export function DecisionForm({
  kind,
  id,
  choices,
  labels,
  hint,
  onSaved,
}: {
  kind: DecisionKind;
  id: string;
  /** What may be decided: both, or only a refusal (when an approval cannot succeed). */
  choices: readonly Choice[];
  labels: Readonly<Record<Choice, string>>;
  /** What a choice leads to, under the question. */
  hint?: string;
  onSaved: (choice: Choice) => void;
}) {
  const decide = useDecide(kind, id);
  const fieldId = (field: Field): string => `${kind}-decision-${field}`;
  const form = useCheckedForm({
    resolver: resolverOf<DecisionValues>(check),
    defaultValues: { decision: choices.length === 1 ? (choices[0] ?? '') : '', reason: '' },
    fields: FIELDS,
    idOf: fieldId,
    heading: texts.errorsHeading,
    notSentHeading: texts.notSentHeading,
    headingLevel: 3,
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const decision = useWatch({ control, name: 'decision' });

  const submit = async (values: DecisionValues): Promise<void> => {
    if (values.decision === '') return;
    form.passed();
    try {
      await decide.mutateAsync(
        values.decision === 'approve'
          ? { decision: 'approve' }
          : { decision: 'refuse', reason: values.reason.trim() },
      );
      onSaved(values.decision);
    } catch (failure) {
      form.refused(failure);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => form.submit(event, submit)}>
      {form.summary}
      <RadioGroup
        id={fieldId('decision')}
        legend={texts.choose}
        hint={hint}
        options={choices.map((value) => ({ value, label: labels[value] }))}
        error={errors.decision?.message}
        input={register('decision')}
      />
      {decision === 'refuse' && (
        <TextAreaField
          id={fieldId('reason')}
          label={texts.reasonLabel}
          tag={texts.required}
          hint={texts.reasonHint}
          error={errors.reason?.message}
          aria-required
          rows={4}
          maxLength={REASON_MAX}
          {...register('reason')}
        />
      )}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? texts.saving : texts.save}
        </Button>
      </div>
    </form>
  );
}
