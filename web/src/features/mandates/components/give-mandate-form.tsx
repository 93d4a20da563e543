import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { Controller } from 'react-hook-form';
import { endDayProblem, MANDATE_END_TOO_LATE } from '#contracts/mandates';
import { normalisePersonalNumber } from '#contracts/personal-number';
import { ApiError } from '../../../lib/api-client';
import { resolverOf } from '../../../lib/form-check';
import { useCheckedForm } from '../../../lib/form/checked-form';
import { useFieldMessages } from '../../../lib/form/field-messages';
import type { FieldMessages } from '../../../lib/form/plain-form';
import { Button } from '../../../ui/button';
import { SectionBoundary } from '../../../ui/section-boundary';
import { DateField, normaliseDay } from '../../../ui/date-field';
import { TextField } from '../../../ui/text-field';
import { useCreateRight, useLookUpHolder } from '../api/mandates';
import { mandatesTexts } from '../mandates.texts';
import { swedishDay } from '../../../lib/format';
import styles from '../mandates.module.css';
import { EstateChoice, type EstateSelection } from './estate-choice';

const texts = mandatesTexts.give;

const messageOf = (error: unknown): string => (error instanceof ApiError ? error.message : texts.unexpected);

type MandateField = 'estates' | 'validUntil';
const MANDATE_FIELDS: readonly MandateField[] = ['estates', 'validUntil'];
/** The first estate's checkbox, where the error summary's link for the estates leads. */
const ESTATES_FIELD_ID = 'mandate-estates';

/** Step one: whom. The number is checked here first, then looked up; only the name comes back. */
function FindHolder({
  onFound,
  onCancel,
}: {
  onFound: (holder: { personalNumber: string; name: string }) => void;
  onCancel: () => void;
}) {
  const lookUp = useLookUpHolder();
  const [value, setValue] = useState('');
  const checked = useFieldMessages<'personalNumber'>();
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const personalNumber = normalisePersonalNumber(value);
    const problem =
      value.trim() === ''
        ? texts.emptyPersonalNumber
        : personalNumber === undefined
          ? texts.badPersonalNumber
          : undefined;
    if (problem !== undefined || personalNumber === undefined) {
      checked.failed({ personalNumber: problem });
      input.current?.focus();
      return;
    }
    checked.passed();
    try {
      const { name } = await lookUp.mutateAsync(personalNumber);
      onFound({ personalNumber, name });
    } catch (failure) {
      checked.failed({ personalNumber: messageOf(failure) });
      input.current?.focus();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        ref={input}
        className={styles.personalNumber}
        label={texts.personalNumber}
        hint={texts.personalNumberHint}
        error={checked.errors.personalNumber}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
      />
      <div className={styles.buttons}>
        <Button type="submit" disabled={lookUp.isPending}>
          {lookUp.isPending ? texts.lookingUp : texts.lookUp}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}

interface MandateValues {
  estates: EstateSelection;
  /** The last day, as typed; empty for a mandate valid until revoked. */
  validUntil: string;
}

/** Some estates chosen, and an end date that exists and has not passed (or none). */
function checkMandate({ estates, validUntil }: MandateValues, today: string): FieldMessages<MandateField> {
  const problem = validUntil === '' ? undefined : endDayProblem(validUntil, today);
  return {
    estates: !estates.all && estates.ids.length === 0 ? texts.noEstateChosen : undefined,
    validUntil:
      problem === undefined
        ? undefined
        : { notADate: texts.badEndDate, past: texts.pastEndDate, tooLate: MANDATE_END_TOO_LATE }[problem],
  };
}

/** Step two: confirm the name, choose the estates and an end date, and give it. */
function ConfirmMandate({
  holder,
  onChangePerson,
  onCancel,
  onGiven,
}: {
  holder: { personalNumber: string; name: string };
  onChangePerson: () => void;
  onCancel: () => void;
  onGiven: (name: string) => void;
}) {
  const create = useCreateRight();
  const today = swedishDay();
  const confirmation = useRef<HTMLParagraphElement>(null);
  const dateId = useId();
  const form = useCheckedForm({
    resolver: resolverOf<MandateValues>((values) => checkMandate(values, today)),
    defaultValues: { estates: { ids: [], all: true }, validUntil: '' },
    fields: MANDATE_FIELDS,
    idOf: (field) => (field === 'estates' ? ESTATES_FIELD_ID : dateId),
    heading: texts.summaryHeading,
    notSentHeading: texts.notGiven,
    headingLevel: 3,
    unexpected: texts.unexpected,
  });
  const { control, register, getValues, setValue } = form;
  const { errors } = form.formState;

  useEffect(() => confirmation.current?.focus(), []);

  const give = async ({ estates, validUntil }: MandateValues): Promise<void> => {
    form.passed();
    try {
      await create.mutateAsync({
        personalNumber: holder.personalNumber,
        ...(estates.all ? {} : { estateIds: estates.ids }),
        ...(validUntil === '' ? {} : { validUntil }),
      });
      onGiven(holder.name);
    } catch (failure) {
      form.refused(failure, (serverField) =>
        serverField === 'estateIds' ? 'estates' : serverField === 'validUntil' ? 'validUntil' : undefined,
      );
    }
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    // A day typed on a number pad ("20271231") is written out (2027-12-31) when sent, before it is checked.
    setValue('validUntil', normaliseDay(getValues('validUntil')));
    form.submit(event, give);
  };

  return (
    <form onSubmit={submit} noValidate>
      {form.summary}
      <p ref={confirmation} tabIndex={-1} className={styles.confirmation}>
        {texts.found} <strong>{holder.name}</strong>
      </p>
      <Button variant="link" onClick={onChangePerson}>
        {texts.changePerson}
      </Button>
      <SectionBoundary>
        <Controller
          control={control}
          name="estates"
          render={({ field }) => (
            <EstateChoice
              chosen={field.value}
              onChange={field.onChange}
              error={errors.estates?.message}
              firstId={ESTATES_FIELD_ID}
            />
          )}
        />
      </SectionBoundary>
      <DateField
        id={dateId}
        label={texts.endDate}
        hint={texts.endDateHint}
        error={errors.validUntil?.message}
        {...register('validUntil')}
      />
      <div className={styles.buttons}>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? texts.giving : texts.confirm}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}

/** "Ge en fullmakt": find the person by personal number, confirm the name, choose scope, give. */
export function GiveMandateForm({ onGiven }: { onGiven: (name: string) => void }) {
  const [open, setOpen] = useState(false);
  const [holder, setHolder] = useState<{ personalNumber: string; name: string }>();
  const headingId = useId();
  const opener = useRef<HTMLDivElement>(null);

  const close = () => {
    setOpen(false);
    setHolder(undefined);
    // Back to where the member was.
    requestAnimationFrame(() => opener.current?.querySelector('button')?.focus());
  };

  if (!open)
    return (
      <div ref={opener}>
        <Button onClick={() => setOpen(true)}>{texts.open}</Button>
      </div>
    );
  return (
    <section className={styles.give} aria-labelledby={headingId}>
      <h3 id={headingId}>{texts.heading}</h3>
      <p>{texts.intro}</p>
      {holder === undefined ? (
        <FindHolder onFound={setHolder} onCancel={close} />
      ) : (
        <ConfirmMandate
          holder={holder}
          onChangePerson={() => setHolder(undefined)}
          onCancel={close}
          onGiven={(name) => {
            close();
            onGiven(name);
          }}
        />
      )}
    </section>
  );
}
