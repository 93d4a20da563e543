import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import type { ChangeKind, PaymentPlan } from '#contracts/economy';
import { isIsoDay, parseKronor } from '#contracts/economy-rules';
import { formatDate, formatAmount } from '../../../lib/format';
import { Banner } from '../../../ui/banner';
import { Button } from '../../../ui/button';
import { useFormErrors } from '../../../lib/form-errors';
import { DateField, normaliseDay } from '../../../ui/date-field';
import { TextAreaField, TextField } from '../../../ui/text-field';
import { useRequestPlanChange } from '../api/economy';
import { economyTexts } from '../economy.texts';
import styles from '../economy.module.css';

const texts = economyTexts.paymentPlan;

/** The fields of the form, named as the server names them in fieldErrors. */
const FIELDS = [
  'payoutId',
  'requested.0.dueOn',
  'requested.0.amountOre',
  'requested.1.dueOn',
  'requested.1.amountOre',
  'requested',
  'message',
] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;

/** Choose a payout, move it or split it, and send the request to the advisor. */
export function PlanChangeForm({ plan }: { plan: PaymentPlan }) {
  const changeable = plan.planned.filter((payout) => payout.changeable);
  const request = useRequestPlanChange();
  const [payoutId, setPayoutId] = useState(changeable[0]?.id ?? '');
  const [kind, setKind] = useState<ChangeKind>('move');
  const [dates, setDates] = useState(['', '']);
  const [amounts, setAmounts] = useState(['', '']);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLDivElement>(null);
  const base = useId();
  const idOf = (field: Field): string => `${base}-${field.replace(/\./g, '-')}`;
  const form = useFormErrors({
    fields: FIELDS,
    // A problem of the whole request points at the first date.
    idOf: (field) => idOf(field === 'requested' ? 'requested.0.dueOn' : field),
    heading: texts.errorHeading,
    headingLevel: 3,
  });
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  if (changeable.length === 0) return <p>{texts.noChangeable}</p>;
  const payout = changeable.find((candidate) => candidate.id === payoutId);

  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setSent(false);
    const found: Errors = {};
    if (payout === undefined) found.payoutId = texts.choosePayout;
    const parts = kind === 'move' ? 1 : 2;
    const days = dates.map(normaliseDay);
    setDates(days);
    const requested = Array.from({ length: parts }, (_, index) => {
      const dueOn = days[index] ?? '';
      const amountOre = kind === 'move' ? payout?.amountOre : parseKronor(amounts[index] ?? '');
      if (!isIsoDay(dueOn)) found[`requested.${String(index)}.dueOn` as Field] = texts.badDate;
      if (amountOre === undefined) found[`requested.${String(index)}.amountOre` as Field] = texts.badAmount;
      return { dueOn, amountOre: amountOre ?? 0 };
    });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      form.failed(found);
      return;
    }
    form.passed();
    request.mutate(
      {
        request: { payoutId, kind, requested, ...(message.trim() === '' ? {} : { message }) },
        idempotencyKey: crypto.randomUUID(),
      },
      {
        onSuccess: () => {
          setSent(true);
          setDates(['', '']);
          setAmounts(['', '']);
          setMessage('');
        },
        onError: (error) => {
          setErrors({});
          form.refused(error, (field, text) => setErrors((old) => ({ ...old, [field]: text })));
        },
      },
    );
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
      <form className={styles.form} onSubmit={submit} noValidate>
        {form.summary}
        <div>
          <label className={styles.label} htmlFor={idOf('payoutId')}>
            {texts.payout}
          </label>
          <select
            id={idOf('payoutId')}
            className={styles.select}
            value={payoutId}
            onChange={(event) => setPayoutId(event.target.value)}
          >
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
              <input
                type="radio"
                name={`${base}-kind`}
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
              />
              {value === 'move' ? texts.move : texts.split}
            </label>
          ))}
        </fieldset>
        {(kind === 'move' ? [0] : [0, 1]).map((index) => (
          <fieldset key={index} className={styles.fieldset}>
            {kind === 'split' && <legend>{index === 0 ? texts.firstPart : texts.secondPart}</legend>}
            <DateField
              id={idOf(`requested.${String(index)}.dueOn` as Field)}
              label={kind === 'move' ? texts.newDate : texts.partDate(index + 1)}
              hint={texts.dateHint(formatDate(plan.earliestChangeDay), formatDate(plan.lastAllowedDay))}
              error={errors[`requested.${String(index)}.dueOn` as Field]}
              value={dates[index]}
              onChange={(event) =>
                setDates((old) => old.map((value, at) => (at === index ? event.target.value : value)))
              }
            />
            {kind === 'split' && (
              <TextField
                id={idOf(`requested.${String(index)}.amountOre` as Field)}
                label={texts.partAmount(index + 1)}
                error={errors[`requested.${String(index)}.amountOre` as Field]}
                inputMode="decimal"
                autoComplete="off"
                value={amounts[index]}
                onChange={(event) =>
                  setAmounts((old) => old.map((value, at) => (at === index ? event.target.value : value)))
                }
              />
            )}
          </fieldset>
        ))}
        {errors.requested !== undefined && <p className={styles.subtle}>{errors.requested}</p>}
        <TextAreaField
          id={idOf('message')}
          label={texts.message}
          tag={texts.optional}
          error={errors.message}
          maxLength={1000}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
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
