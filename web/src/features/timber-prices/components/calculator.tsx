import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
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
import { useFormErrors } from '../../../lib/form-errors';
import radio from '../../../ui/radio-group.module.css';
import { TextField } from '../../../ui/text-field';
import { useCalculation, useCalculatorStands } from '../api/timber-prices';
import styles from '../timber-prices.module.css';
import { timberPricesTexts } from '../timber-prices.texts';
import { CalculationResult } from './calculation-result';

const texts = timberPricesTexts.calculator;

type Source = 'stand' | 'planned';
type VolumeKind = 'perHa' | 'total';
type Field = keyof CalculationInput;
/** The fields in the order they appear. */
const FIELDS: readonly Field[] = [
  'standId',
  'region',
  'operation',
  'areaHa',
  'volumeM3skPerHa',
  'volumeM3skTotal',
  'pinePercent',
  'sprucePercent',
  'deciduousPercent',
  'age',
];

/** "12,5" or "12.5" as a number; undefined when empty; NaN when not a number. */
function parse(value: string): number | undefined {
  const trimmed = value.trim().replace(/\s/g, '').replace(',', '.');
  if (trimmed === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function Choice<T extends string>({
  id,
  legend,
  options,
  value,
  onChange,
}: {
  id: string;
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={radio.group}>
      <legend className={radio.legend}>{legend}</legend>
      {options.map((option, index) => {
        const optionId = index === 0 ? id : `${id}-${option.value}`;
        return (
          <div key={option.value} className={radio.option}>
            <input
              type="radio"
              id={optionId}
              name={id}
              value={option.value}
              checked={value === option.value}
              onChange={() => {
                onChange(option.value);
              }}
              className={radio.radio}
            />
            <label htmlFor={optionId}>{option.label}</label>
          </div>
        );
      })}
    </fieldset>
  );
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
    volumeM3skPerHa: `${base}-volume`,
    volumeM3skTotal: `${base}-volume`,
    pinePercent: `${base}-pine`,
    sprucePercent: `${base}-spruce`,
    deciduousPercent: `${base}-deciduous`,
    age: `${base}-age`,
  };
  const [source, setSource] = useState<Source>(stands.length > 0 ? 'stand' : 'planned');
  const [standId, setStandId] = useState('');
  const [operation, setOperation] = useState<CalculatorOperation>('slutavverkning');
  const [values, setValues] = useState({
    areaHa: '',
    volume: '',
    pine: '',
    spruce: '',
    deciduous: '',
    age: '',
  });
  const [volumeKind, setVolumeKind] = useState<VolumeKind>('perHa');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const form = useFormErrors({
    fields: FIELDS,
    idOf: (field) => ids[field],
    heading: texts.errorHeading,
    headingLevel: 3,
  });
  const result = useRef<HTMLDivElement>(null);
  const volumeField: Field = volumeKind === 'perHa' ? 'volumeM3skPerHa' : 'volumeM3skTotal';

  useEffect(() => {
    if (calculation.data) result.current?.focus();
  }, [calculation.data]);

  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    let input: CalculationInput = { region, operation };
    const found: Partial<Record<Field, string>> = {};
    if (source === 'stand') {
      if (standId === '') found.standId = texts.chooseStand;
      input = { ...input, standId };
    } else {
      const numbers = {
        areaHa: parse(values.areaHa),
        [volumeField]: parse(values.volume),
        pinePercent: parse(values.pine),
        sprucePercent: parse(values.spruce),
        deciduousPercent: parse(values.deciduous),
        age: parse(values.age),
      };
      for (const [field, value] of Object.entries(numbers))
        if (Number.isNaN(value)) found[field as Field] = texts.notANumber;
      input = {
        ...input,
        ...Object.fromEntries(Object.entries(numbers).filter(([, value]) => value !== undefined)),
      };
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      form.failed(found);
      return;
    }
    form.passed();
    calculation.mutate(input, {
      onError: (error) => {
        form.refused(error, (field, text) => setErrors((old) => ({ ...old, [field]: text })));
      },
    });
  };

  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [key]: event.target.value }));
  };
  const volumeError = errors.volumeM3skPerHa ?? errors.volumeM3skTotal;

  return (
    <>
      <p>{texts.lead}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {form.summary}
        <Choice
          id={`${base}-source`}
          legend={texts.source}
          value={source}
          options={(['stand', 'planned'] as const).map((value) => ({ value, label: texts.sources[value] }))}
          onChange={setSource}
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
              {errors.standId !== undefined && (
                <p id={`${ids.standId}-error`} className={radio.error}>
                  {errors.standId}
                </p>
              )}
              <select
                id={ids.standId}
                className={styles.select}
                aria-describedby={`${ids.standId}-hint${errors.standId === undefined ? '' : ` ${ids.standId}-error`}`}
                aria-invalid={errors.standId === undefined ? undefined : true}
                value={standId}
                onChange={(event) => {
                  setStandId(event.target.value);
                  const stand = stands.find((candidate) => candidate.id === event.target.value);
                  if (stand !== undefined) {
                    onRegion(stand.region);
                    setOperation(stand.proposedAction === 'Gallring' ? 'gallring' : 'slutavverkning');
                  }
                }}
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
        <Choice
          id={ids.operation}
          legend={texts.operation}
          value={operation}
          options={CALCULATOR_OPERATIONS.map((value) => ({ value, label: texts.operations[value] }))}
          onChange={setOperation}
        />
        {source === 'planned' && (
          <>
            <TextField
              id={ids.areaHa}
              label={texts.areaHa}
              inputMode="decimal"
              value={values.areaHa}
              onChange={set('areaHa')}
              error={errors.areaHa}
            />
            <Choice
              id={`${base}-volume-kind`}
              legend={texts.volumeKind}
              value={volumeKind}
              options={(['perHa', 'total'] as const).map((value) => ({
                value,
                label: texts.volumeKinds[value],
              }))}
              onChange={setVolumeKind}
            />
            <TextField
              id={ids[volumeField]}
              label={volumeKind === 'perHa' ? texts.volumePerHa : texts.volumeTotal}
              hint={texts.volumeHint}
              inputMode="decimal"
              value={values.volume}
              onChange={set('volume')}
              error={volumeError}
            />
            <p className={styles.hint}>{texts.speciesHint}</p>
            <div className={styles.row}>
              <TextField
                id={ids.pinePercent}
                label={texts.pine}
                inputMode="numeric"
                value={values.pine}
                onChange={set('pine')}
                error={errors.pinePercent}
              />
              <TextField
                id={ids.sprucePercent}
                label={texts.spruce}
                inputMode="numeric"
                value={values.spruce}
                onChange={set('spruce')}
                error={errors.sprucePercent}
              />
              <TextField
                id={ids.deciduousPercent}
                label={texts.deciduous}
                inputMode="numeric"
                value={values.deciduous}
                onChange={set('deciduous')}
                error={errors.deciduousPercent}
              />
            </div>
            <TextField
              id={ids.age}
              label={texts.age}
              hint={texts.ageHint}
              inputMode="numeric"
              value={values.age}
              onChange={set('age')}
              error={errors.age}
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
