import { useEffect, useId, useRef, useState } from 'react';
import type { Withdrawals } from '#contracts/economy';
import {
  formatKronorExact,
  parseKronor,
  payDayProblem,
  withdrawalAmountProblem,
} from '#contracts/economy-rules';
import { formatDate } from '../../../lib/format';
import { Banner } from '../../../ui/banner';
import { Button } from '../../../ui/button';
import { resolverOf } from '../../../lib/form-check';
import { useCheckedForm } from '../../../lib/form/checked-form';
import type { FieldMessages } from '../../../lib/form/plain-form';
import { DateField, normaliseDay } from '../../../ui/date-field';
import { TextField } from '../../../ui/text-field';
import { useWithdraw } from '../api/economy';
import { economyTexts } from '../economy.texts';
import styles from '../economy.module.css';

const texts = economyTexts.withdrawal;

const FIELDS = ['amount', 'payOn'] as const;
type Field = (typeof FIELDS)[number];

interface Values {
  readonly amount: string;
  readonly payOn: string;
}

/** The amount and the day, checked by the rules the server checks them by (the server has the last word). */
function check({ amount, payOn }: Values, account: Withdrawals): FieldMessages<Field> {
  const errors: FieldMessages<Field> = {};
  const amountOre = parseKronor(amount);
  const amountProblem =
    amountOre === undefined
      ? 'notPositive'
      : withdrawalAmountProblem(amountOre, {
          availableOre: account.account.availableOre,
          minimumOre: account.minimumOre,
        });
  if (amountProblem !== undefined)
    errors.amount = {
      notPositive: texts.amountMissing,
      belowMinimum: texts.amountMinimum(formatKronorExact(account.minimumOre)),
      overBalance: texts.amountOver(formatKronorExact(account.account.availableOre)),
    }[amountProblem];
  const window = { earliest: account.earliestPayDay, latest: account.latestPayDay };
  const dayProblem = payDayProblem(payOn, window);
  if (dayProblem !== undefined) {
    const outside = texts.dateWindow(formatDate(window.earliest), formatDate(window.latest));
    errors.payOn = {
      notADate: texts.dateMissing,
      tooEarly: outside,
      tooLate: outside,
      notBankingDay: texts.notBankingDay,
    }[dayProblem];
  }
  return errors;
}

/** Amount and day, then a review step, then "Bekräfta uttag" with one Idempotency-Key per review. */
export function WithdrawalForm({ overview }: { overview: Withdrawals }) {
  const withdraw = useWithdraw();
  const [review, setReview] = useState<{ amountOre: number; payOn: string; key: string }>();
  const [done, setDone] = useState<string>();
  const reviewRef = useRef<HTMLElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const ids = { amount: useId(), payOn: useId() };
  const form = useCheckedForm({
    resolver: resolverOf<Values>((values) => check(values, overview)),
    defaultValues: { amount: '', payOn: overview.earliestPayDay },
    fields: FIELDS,
    idOf: (field) => ids[field],
    heading: texts.errorHeading,
    headingLevel: 3,
  });
  const {
    register,
    getValues,
    setValue,
    formState: { errors },
  } = form;
  const bank = [overview.account.bankName, overview.account.bankAccount].filter(Boolean).join(' ');

  useEffect(() => {
    if (review !== undefined) reviewRef.current?.focus();
  }, [review]);
  useEffect(() => {
    if (done !== undefined) doneRef.current?.focus();
  }, [done]);

  const toReview = ({ amount, payOn }: Values): void => {
    const amountOre = parseKronor(amount);
    if (amountOre === undefined) return;
    form.passed();
    setReview({ amountOre, payOn, key: crypto.randomUUID() });
  };

  const confirm = (): void => {
    if (review === undefined || withdraw.isPending) return;
    withdraw.mutate(
      { request: { amountOre: review.amountOre, payOn: review.payOn }, idempotencyKey: review.key },
      {
        onSuccess: (saved) => {
          setReview(undefined);
          setValue('amount', '');
          if (saved !== null)
            setDone(texts.done(formatKronorExact(saved.amountOre), formatDate(saved.payOn)));
        },
        onError: (error) => {
          setReview(undefined);
          form.refused(error, (serverField) =>
            serverField === 'amountOre' ? 'amount' : serverField === 'payOn' ? 'payOn' : undefined,
          );
        },
      },
    );
  };

  return (
    <>
      {done !== undefined && (
        <div ref={doneRef} tabIndex={-1} className={styles.confirmation}>
          <Banner tone="info" role="status">
            <p>
              <strong>{done}</strong>
            </p>
          </Banner>
        </div>
      )}
      {review === undefined ? (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            // A day typed on a number pad ("20261201") is written out (2026-12-01) when sent, before it is checked.
            setValue('payOn', normaliseDay(getValues('payOn')));
            setDone(undefined);
            form.submit(event, toReview);
          }}
        >
          {form.summary}
          <TextField
            id={ids.amount}
            label={texts.amount}
            hint={texts.amountHint(
              formatKronorExact(overview.minimumOre),
              formatKronorExact(overview.account.availableOre),
            )}
            error={errors.amount?.message}
            inputMode="decimal"
            autoComplete="off"
            {...register('amount')}
          />
          <DateField
            id={ids.payOn}
            label={texts.payOn}
            hint={texts.payOnHint(formatDate(overview.earliestPayDay), formatDate(overview.latestPayDay))}
            error={errors.payOn?.message}
            {...register('payOn')}
          />
          <div className={styles.actions}>
            <Button type="submit">{texts.review}</Button>
          </div>
        </form>
      ) : (
        <section ref={reviewRef} tabIndex={-1} className={styles.review} aria-labelledby="withdrawal-review">
          <h3 id="withdrawal-review">{texts.reviewHeading}</h3>
          <dl className={styles.facts}>
            <div>
              <dt>{texts.amount.replace(' (kr)', '')}</dt>
              <dd>{formatKronorExact(review.amountOre)}</dd>
            </div>
            <div>
              <dt>{texts.payOn}</dt>
              <dd>{formatDate(review.payOn)}</dd>
            </div>
            <div>
              <dt>{texts.account}</dt>
              <dd>{overview.account.number}</dd>
            </div>
            <div>
              <dt>{texts.bank}</dt>
              <dd>{bank}</dd>
            </div>
          </dl>
          <div className={styles.actions} style={{ marginTop: 'var(--space-4)' }}>
            <Button onClick={confirm} aria-disabled={withdraw.isPending}>
              {withdraw.isPending ? texts.confirming : texts.confirm}
            </Button>
            <Button variant="secondary" onClick={() => setReview(undefined)} disabled={withdraw.isPending}>
              {texts.back}
            </Button>
          </div>
        </section>
      )}
    </>
  );
}
