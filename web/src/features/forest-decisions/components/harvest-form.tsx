import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import {
  DEFAULT_DISCOUNT_RATE_BP,
  discountRateText,
  forestDecisionMessages,
  parseDiscountRate,
} from '#contracts/forest-decisions-rules';
import { resolverOf } from '../../../lib/form-check';
import { useCheckedForm } from '../../../lib/form/checked-form';
import { TextField } from '../../../ui/text-field';
import { useHarvestAlternatives } from '../api/forest-decisions';
import styles from '../forest-decisions.module.css';
import { forestDecisionsTexts } from '../forest-decisions.texts';
import { CalculationForm, useResultFocus } from './calculation-form';
import { HarvestResult } from './harvest-result';
import { StandChoices, type EstateStands } from './stand-choices';

const texts = forestDecisionsTexts.harvest;

const FIELDS = ['stands', 'discountRate'] as const;
type Field = (typeof FIELDS)[number];

interface Values {
  stands: string[];
  discountRate: string;
}

/** The rules the server checks too, in its words (contracts/forest-decisions-rules.ts). */
const check = ({ stands, discountRate }: Values): Partial<Record<Field, string>> => ({
  stands: stands.length === 0 ? forestDecisionMessages.stands : undefined,
  discountRate:
    parseDiscountRate(discountRate) === undefined ? forestDecisionMessages.discountRate : undefined,
});

/** The form's field of a server field error. */
const fieldOf = (serverField: string): Field | undefined =>
  serverField === 'stands' ? 'stands' : serverField === 'discountRateBp' ? 'discountRate' : undefined;

/** "Avverka nu eller senare": the stands to fell together and the discount rate, then the comparison. */
export function HarvestForm({
  groups,
  preselected,
}: {
  groups: readonly EstateStands[];
  preselected: readonly string[];
}) {
  const comparison = useHarvestAlternatives();
  const ids = { stands: useId(), discountRate: useId() };
  const form = useCheckedForm({
    resolver: resolverOf<Values>(check),
    defaultValues: { stands: [...preselected], discountRate: discountRateText(DEFAULT_DISCOUNT_RATE_BP) },
    fields: FIELDS,
    idOf: (field) => ids[field],
    heading: forestDecisionsTexts.calculation.errorHeading,
    headingLevel: 3,
  });
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const selected = useWatch({ control, name: 'stands' });
  const result = useResultFocus(comparison.data);

  const compare = ({ stands, discountRate }: Values): void => {
    const discountRateBp = parseDiscountRate(discountRate);
    if (discountRateBp === undefined) return;
    form.passed();
    comparison.mutate(
      { standIds: stands, discountRateBp },
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
      pending={comparison.isPending}
      onSubmit={(event) => form.submit(event, compare)}
      result={comparison.data && <HarvestResult ref={result} result={comparison.data} />}
    >
      <StandChoices
        id={ids.stands}
        groups={groups}
        selected={selected}
        error={errors.stands?.message}
        onChange={(stands) => {
          setValue('stands', stands, { shouldValidate: isSubmitted });
        }}
      />
      <TextField
        id={ids.discountRate}
        label={texts.discountRate}
        hint={texts.discountRateHint}
        inputMode="decimal"
        className={styles.rate}
        error={errors.discountRate?.message}
        {...register('discountRate')}
      />
    </CalculationForm>
  );
}
