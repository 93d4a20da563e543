import { useEffect, useId, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { parseTypedNumber } from '#contracts/decimal-number';
import {
  CALCULATOR_OPERATIONS,
  TIMBER_REGION_LABELS,
  TIMBER_REGIONS,
  type CalculationInput,
  type CalculatorOperation,
  type TimberRegion,
} from '#contracts/timber-prices';
import { formatHectares } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { resolverOf } from '../../../lib/form-check';
import { useCheckedForm } from '../../../lib/form/checked-form';
import radio from '../../../ui/choice-fieldset.module.css';
import { RadioGroup } from '../../../ui/radio-group';
import { TextField } from '../../../ui/text-field';
import { useCalculation, useCalculatorStands } from '../api/timber-prices';
import styles from '../timber-prices.module.css';
import { timberPricesTexts } from '../timber-prices.texts';
import { CalculationResult } from './calculation-result';

const texts = timberPricesTexts.calculator;

type Source = 'stand' | 'planned';
type VolumeKind = 'perHa' | 'total';
/** The volume is one field, given per hectare or in total; the request names it by its kind. */
type Field = Exclude<keyof CalculationInput, 'volumeM3skPerHa' | 'volumeM3skTotal'> | 'volume';
/** The fields in the order they appear. */
const FIELDS: readonly Field[] = [
  'standId',
  'region',
  'operation',
  'areaHa',
  'volume',
  'pinePercent',
  'sprucePercent',
  'deciduousPercent',
  'age',
];
const NUMBER_FIELDS = [
  'areaHa',
  'volume',
  'pinePercent',
  'sprucePercent',
  'deciduousPercent',
  'age',
] as const;

interface Values extends Record<(typeof NUMBER_FIELDS)[number], string> {
  source: Source;
  standId: string;
  operation: CalculatorOperation;
  volumeKind: VolumeKind;
}

/** The request's field of a server fieldErrors key. */
const fieldOf = (serverField: string): Field | undefined =>
  serverField === 'volumeM3skPerHa' || serverField === 'volumeM3skTotal'
    ? 'volume'
    : (FIELDS as readonly string[]).includes(serverField)
      ? (serverField as Field)
      : undefined;

/** "12,5" or "12.5" as a number; undefined when empty; NaN when not a number. */
function parse(value: string): number | undefined {
  if (value.trim() === '') return undefined;
  return parseTypedNumber(value, { signed: true }) ?? Number.NaN;
}

/** A stand chosen, or each number given a number (the server checks their limits). */
function check(values: Values): Partial<Record<Field, string>> {
  if (values.source === 'stand') return { standId: values.standId === '' ? texts.chooseStand : undefined };
  return Object.fromEntries(
    NUMBER_FIELDS.map((field) => [field, Number.isNaN(parse(values[field])) ? texts.notANumber : undefined]),
  );
}

/** The request: the stand, or the numbers given, the volume named by its kind. */
function inputOf(values: Values, region: TimberRegion): CalculationInput {
  const input: CalculationInput = { region, operation: values.operation };
  if (values.source === 'stand') return { ...input, standId: values.standId };
  const volumeField = values.volumeKind === 'perHa' ? 'volumeM3skPerHa' : 'volumeM3skTotal';
  const numbers = NUMBER_FIELDS.map((field): [string, number | undefined] => [
    field === 'volume' ? volumeField : field,
    parse(values[field]),
  ]);
  return { ...input, ...Object.fromEntries(numbers.filter(([, value]) => value !== undefined)) };
}

/** The value calculator: a stand of the member's plan or a planned harvest, valued by the region's list. */
export function Calculator({
  region,
  onRegion,
}: {
  region: TimberRegion;
  onRegion: (region: TimberRegion) => void;
}) {
  const stands = useCalculatorStands().data?.stands ?? [];
  const calculation = useCalculation();
  const base = useId();
  const ids: Record<Field, string> = {
    region: `${base}-region`,
    operation: `${base}-operation`,
    standId: `${base}-stand`,
    areaHa: `${base}-area`,
    volume: `${base}-volume`,
    pinePercent: `${base}-pine`,
    sprucePercent: `${base}-spruce`,
    deciduousPercent: `${base}-deciduous`,
    age: `${base}-age`,
  };
  const form = useCheckedForm({
    resolver: resolverOf<Values>(check),
    defaultValues: {
      source: stands.length > 0 ? 'stand' : 'planned',
      standId: '',
      operation: 'slutavverkning',
      volumeKind: 'perHa',
      areaHa: '',
      volume: '',
      pinePercent: '',
      sprucePercent: '',
      deciduousPercent: '',
      age: '',
    },
    fields: FIELDS,
    idOf: (field) => ids[field],
    heading: texts.errorHeading,
    headingLevel: 3,
  });
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  const result = useRef<HTMLDivElement>(null);
  const [source, operation, volumeKind] = useWatch({ control, name: ['source', 'operation', 'volumeKind'] });

  useEffect(() => {
    if (calculation.data) result.current?.focus();
  }, [calculation.data]);

  const calculate = (values: Values): void => {
    form.passed();
    calculation.mutate(inputOf(values, region), {
      onError: (error) => {
        form.refused(error, fieldOf);
      },
    });
  };

  const standError = errors.standId?.message;

  return (
    <>
      <p>{texts.lead}</p>
      <form className={styles.form} noValidate onSubmit={(event) => form.submit(event, calculate)}>
        {form.summary}
        <RadioGroup
          id={`${base}-source`}
          legend={texts.source}
          value={source}
          options={(['stand', 'planned'] as const).map((value) => ({ value, label: texts.sources[value] }))}
          onChange={(value) => setValue('source', value)}
        />
        {source === 'stand' &&
          (stands.length === 0 ? (
            <p>{texts.noStands}</p>
          ) : (
            <div className={styles.field}>
              <label htmlFor={ids.standId} className={styles.label}>
                {texts.stand}
              </label>
              <p id={`${ids.standId}-hint`} className={styles.hint}>
                {texts.standHint}
              </p>
              {standError !== undefined && (
                <p id={`${ids.standId}-error`} className={radio.error}>
                  {standError}
                </p>
              )}
              <select
                id={ids.standId}
                className={styles.select}
                aria-describedby={`${ids.standId}-hint${standError === undefined ? '' : ` ${ids.standId}-error`}`}
                aria-invalid={standError === undefined ? undefined : true}
                {...register('standId', {
                  // A stand brings its region's price list and the harvest its plan proposes.
                  onChange: (event: { target: { value: string } }) => {
                    const stand = stands.find((candidate) => candidate.id === event.target.value);
                    if (stand === undefined) return;
                    onRegion(stand.region);
                    setValue(
                      'operation',
                      stand.proposedAction === 'Gallring' ? 'gallring' : 'slutavverkning',
                    );
                  },
                })}
              >
                <option value="">{texts.chooseStand}</option>
                {stands.map((stand) => (
                  <option key={stand.id} value={stand.id}>
                    {texts.standOption(
                      stand.estateDesignation,
                      stand.number,
                      formatHectares(stand.areaHa),
                      stand.volumePerHa,
                    )}
                  </option>
                ))}
              </select>
            </div>
          ))}
        <div className={styles.field}>
          <label htmlFor={ids.region} className={styles.label}>
            {texts.region}
          </label>
          <select
            id={ids.region}
            className={styles.select}
            value={region}
            onChange={(event) => {
              onRegion(event.target.value as TimberRegion);
            }}
          >
            {TIMBER_REGIONS.map((value) => (
              <option key={value} value={value}>
                {TIMBER_REGION_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <RadioGroup
          id={ids.operation}
          legend={texts.operation}
          value={operation}
          options={CALCULATOR_OPERATIONS.map((value) => ({ value, label: texts.operations[value] }))}
          onChange={(value) => setValue('operation', value)}
        />
        {source === 'planned' && (
          <>
            <TextField
              id={ids.areaHa}
              label={texts.areaHa}
              inputMode="decimal"
              error={errors.areaHa?.message}
              {...register('areaHa')}
            />
            <RadioGroup
              id={`${base}-volume-kind`}
              legend={texts.volumeKind}
              value={volumeKind}
              options={(['perHa', 'total'] as const).map((value) => ({
                value,
                label: texts.volumeKinds[value],
              }))}
              onChange={(value) => setValue('volumeKind', value)}
            />
            <TextField
              id={ids.volume}
              label={volumeKind === 'perHa' ? texts.volumePerHa : texts.volumeTotal}
              hint={texts.volumeHint}
              inputMode="decimal"
              error={errors.volume?.message}
              {...register('volume')}
            />
            <p className={styles.hint}>{texts.speciesHint}</p>
            <div className={styles.row}>
              <TextField
                id={ids.pinePercent}
                label={texts.pine}
                inputMode="numeric"
                error={errors.pinePercent?.message}
                {...register('pinePercent')}
              />
              <TextField
                id={ids.sprucePercent}
                label={texts.spruce}
                inputMode="numeric"
                error={errors.sprucePercent?.message}
                {...register('sprucePercent')}
              />
              <TextField
                id={ids.deciduousPercent}
                label={texts.deciduous}
                inputMode="numeric"
                error={errors.deciduousPercent?.message}
                {...register('deciduousPercent')}
              />
            </div>
            <TextField
              id={ids.age}
              label={texts.age}
              hint={texts.ageHint}
              inputMode="numeric"
              error={errors.age?.message}
              {...register('age')}
            />
          </>
        )}
        <div>
          <Button type="submit" disabled={calculation.isPending}>
            {calculation.isPending ? texts.calculating : texts.submit}
          </Button>
        </div>
      </form>
      {calculation.data && <CalculationResult ref={result} result={calculation.data} />}
    </>
  );
}
