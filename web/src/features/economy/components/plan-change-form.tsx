import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useWatch } from 'react-hook-form';
import type { ChangeKind, PaymentPlan } from '#contracts/economy';
import { isIsoDay, parseKronor } from '#contracts/economy-rules';
import { formatDate, formatAmount } from '../../../lib/format';
import { Banner } from '../../../ui/banner';
import { Button } from '../../../ui/button';
import { resolverOf } from '../../../lib/form-check';
import { useCheckedForm } from '../../../lib/form/checked-form';
import type { FieldMessages } from '../../../lib/form/plain-form';
import { DateField, normaliseDay } from '../../../ui/date-field';
import { TextAreaField, TextField } from '../../../ui/text-field';
import { useRequestPlanChange } from '../api/economy';
import { economyTexts } from '../economy.texts';
import styles from '../economy.module.css';

const texts = economyTexts.paymentPlan;

/** The fields in the order they appear; `root.requested` is a problem of the new payouts as a whole. */
const FIELDS = [
  'payoutId',
  'requested.0.dueOn',
  'requested.0.amount',
  'requested.1.dueOn',
  'requested.1.amount',
  'root.requested',
  'message',
] as const;
type Field = (typeof FIELDS)[number];

interface Values {
  payoutId: string;
  kind: ChangeKind;
  /** The new payouts' days and, when split, amounts in kronor as typed. */
  requested: { dueOn: string; amount: string }[];
  message: string;
}

const NO_PARTS = [
  { dueOn: '', amount: '' },
  { dueOn: '', amount: '' },
];
/** The parts a change asks for: a moved payout is one, a split one two. */
const PART_INDEXES: Record<ChangeKind, readonly (0 | 1)[]> = { move: [0], split: [0, 1] };

/** The form's field of a server fieldErrors key: the server names the amount in öre. */
function fieldOf(serverField: string): Field | undefined {
  if (serverField === 'requested') return 'root.requested';
  const field = serverField.replace(/\.amountOre$/, '.amount');
  return (FIELDS as readonly string[]).includes(field) ? (field as Field) : undefined;
}

/** Choose a payout, move it or split it, and send the request to the advisor. */
export function PlanChangeForm({ plan }: { plan: PaymentPlan }) {
  const changeable = plan.planned.filter((payout) => payout.changeable);
  const request = useRequestPlanChange();
  const payoutOf = (id: string) => changeable.find((candidate) => candidate.id === id);
  /** A part's amount: a moved payout keeps its own, a split one has the amounts typed. */
  const amountOreOf = (kind: ChangeKind, payoutId: string, typed: string | undefined): number | undefined =>
    kind === 'move' ? payoutOf(payoutId)?.amountOre : parseKronor(typed ?? '');
  /** What is wrong with the request. */
  const check = ({ payoutId, kind, requested }: Values): FieldMessages<Field> => {
    const found: FieldMessages<Field> = {};
    if (payoutOf(payoutId) === undefined) found.payoutId = texts.choosePayout;
    for (const index of PART_INDEXES[kind]) {
      if (!isIsoDay(requested[index]?.dueOn ?? '')) found[`requested.${index}.dueOn`] = texts.badDate;
      if (amountOreOf(kind, payoutId, requested[index]?.amount) === undefined)
        found[`requested.${index}.amount`] = texts.badAmount;
    }
    return found;
  };
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLDivElement>(null);
  const base = useId();
  const idOf = (field: Field): string => `${base}-${field.replace(/\./g, '-')}`;
  const form = useCheckedForm({
    resolver: resolverOf<Values>(check),
    defaultValues: { payoutId: changeable[0]?.id ?? '', kind: 'move', requested: NO_PARTS, message: '' },
    fields: FIELDS,
    // A problem of the whole request points at the first date.
    idOf: (field) => idOf(field === 'root.requested' ? 'requested.0.dueOn' : field),
    heading: texts.errorHeading,
    headingLevel: 3,
  });
  const {
    control,
    register,
    getValues,
    setValue,
    formState: { errors },
  } = form;
  const kind = useWatch({ control, name: 'kind' });
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  if (changeable.length === 0) return <p>{texts.noChangeable}</p>;

  const send = ({ payoutId, kind, requested, message }: Values): void => {
    form.passed();
    request.mutate(
      {
        request: {
          payoutId,
          kind,
          requested: PART_INDEXES[kind].map((index) => ({
            dueOn: requested[index]?.dueOn ?? '',
            amountOre: amountOreOf(kind, payoutId, requested[index]?.amount) ?? 0,
          })),
          ...(message.trim() === '' ? {} : { message }),
        },
        idempotencyKey: crypto.randomUUID(),
      },
      {
        onSuccess: () => {
          setSent(true);
          setValue('requested', NO_PARTS);
          setValue('message', '');
        },
        onError: (error) => {
          form.refused(error, fieldOf);
        },
      },
    );
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    setSent(false);
    // A day typed on a number pad ("20261201") is written out (2026-12-01) when sent, before it is checked.
    for (const index of PART_INDEXES.split)
      setValue(`requested.${index}.dueOn`, normaliseDay(getValues(`requested.${index}.dueOn`)));
    form.submit(event, send);
  };

  return (
    <>
      {sent && (
        <div ref={sentRef} tabIndex={-1} className={styles.confirmation}>
          <Banner tone="info" role="status">
            <p>
              <strong>{texts.sent}</strong>
            </p>
          </Banner>
        </div>
      )}
      <form className={styles.form} noValidate onSubmit={submit}>
        {form.summary}
        <div>
          <label className={styles.label} htmlFor={idOf('payoutId')}>
            {texts.payout}
          </label>
          <select id={idOf('payoutId')} className={styles.select} {...register('payoutId')}>
            {changeable.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {`${formatDate(candidate.dueOn)}: ${formatAmount(candidate.amountOre)}`}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.fieldset}>
          <legend>{texts.kind}</legend>
          {(['move', 'split'] as const).map((value) => (
            <label key={value} className={styles.choice}>
              <input type="radio" value={value} {...register('kind')} />
              {value === 'move' ? texts.move : texts.split}
            </label>
          ))}
        </fieldset>
        {PART_INDEXES[kind].map((index) => {
          const partErrors = errors.requested?.[index];
          return (
            <fieldset key={index} className={styles.fieldset}>
              {kind === 'split' && <legend>{index === 0 ? texts.firstPart : texts.secondPart}</legend>}
              <DateField
                id={idOf(`requested.${index}.dueOn`)}
                label={kind === 'move' ? texts.newDate : texts.partDate(index + 1)}
                hint={texts.dateHint(formatDate(plan.earliestChangeDay), formatDate(plan.lastAllowedDay))}
                error={partErrors?.dueOn?.message}
                {...register(`requested.${index}.dueOn`)}
              />
              {kind === 'split' && (
                <TextField
                  id={idOf(`requested.${index}.amount`)}
                  label={texts.partAmount(index + 1)}
                  error={partErrors?.amount?.message}
                  inputMode="decimal"
                  autoComplete="off"
                  {...register(`requested.${index}.amount`)}
                />
              )}
            </fieldset>
          );
        })}
        {errors.root?.requested !== undefined && (
          <p className={styles.subtle}>{errors.root.requested.message}</p>
        )}
        <TextAreaField
          id={idOf('message')}
          label={texts.message}
          tag={texts.optional}
          error={errors.message?.message}
          maxLength={1000}
          {...register('message')}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? texts.submitting : texts.submit}
          </Button>
        </div>
      </form>
    </>
  );
}
