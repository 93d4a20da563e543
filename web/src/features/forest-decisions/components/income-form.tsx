import { useId } from 'react';
import type { IncomeKind } from '#contracts/forest-decisions';
import {
  forestDecisionMessages,
  kronorParameter,
  MAX_SPREAD_YEARS,
  parseIncome,
} from '#contracts/forest-decisions-rules';
import { resolverOf } from '../../../lib/form-check';
import { useCheckedForm } from '../../../lib/form/checked-form';
import { RadioGroup } from '../../../ui/radio-group';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { useIncomeSpread } from '../api/forest-decisions';
import styles from '../forest-decisions.module.css';
import { forestDecisionsTexts } from '../forest-decisions.texts';
import { CalculationForm, useResultFocus } from './calculation-form';
import { IncomeResult } from './income-result';

const texts = forestDecisionsTexts.income;

const FIELDS = ['amount', 'kind', 'years'] as const;
type Field = (typeof FIELDS)[number];

interface Values {
  amount: string;
  kind: IncomeKind;
  years: string;
}

/** From the texts: the contract that lists the kinds would bring its schemas along with the page. */
const KIND_OPTIONS = (Object.keys(texts.kinds) as IncomeKind[]).map((kind) => ({
  value: kind,
  label: texts.kinds[kind],
}));

const YEAR_OPTIONS = Array.from({ length: MAX_SPREAD_YEARS }, (_, index) => ({
  value: String(index + 1),
  label: texts.yearsOption(index + 1),
}));

/** The amount is the one field that can be wrong before the server sees it; the rest are choices. */
const check = ({ amount }: Values): Partial<Record<Field, string>> => ({
  amount: parseIncome(amount) === undefined ? forestDecisionMessages.amount : undefined,
});

/** The form's field of a server field error. */
const fieldOf = (serverField: string): Field | undefined =>
  serverField === 'amountKr'
    ? 'amount'
    : serverField === 'kind' || serverField === 'years'
      ? serverField
      : undefined;

/** "Fördela en inkomst": amount, kind and years, then the income year by year. */
export function IncomeForm() {
  const spread = useIncomeSpread();
  const ids = { amount: useId(), kind: useId(), years: useId() };
  const form = useCheckedForm({
    resolver: resolverOf<Values>(check),
    defaultValues: { amount: '', kind: 'avverkningsratt', years: '1' },
    fields: FIELDS,
    idOf: (field) => ids[field],
    heading: forestDecisionsTexts.calculation.errorHeading,
    headingLevel: 3,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const result = useResultFocus(spread.data);

  const calculate = ({ amount, kind, years }: Values): void => {
    const incomeOre = parseIncome(amount);
    if (incomeOre === undefined) return;
    form.passed();
    spread.mutate(
      { amountKr: kronorParameter(incomeOre), kind, years },
      {
        onError: (error) => {
          form.refused(error, fieldOf);
        },
      },
    );
  };

  return (
    <CalculationForm
      summary={form.summary}
      pending={spread.isPending}
      onSubmit={(event) => form.submit(event, calculate)}
      result={spread.data && <IncomeResult ref={result} result={spread.data} />}
    >
      <TextField
        id={ids.amount}
        label={texts.amount}
        hint={texts.amountHint}
        inputMode="decimal"
        className={styles.amount}
        error={errors.amount?.message}
        {...register('amount')}
      />
      <RadioGroup
        id={ids.kind}
        legend={texts.kind}
        hint={texts.kindHint}
        options={KIND_OPTIONS}
        error={errors.kind?.message}
        input={register('kind')}
      />
      <SelectField
        id={ids.years}
        label={texts.years}
        options={YEAR_OPTIONS}
        error={errors.years?.message}
        {...register('years')}
      />
    </CalculationForm>
  );
}
