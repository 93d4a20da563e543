import { useWatch } from 'react-hook-form';
import { parseKronor, parseTypedNumber } from '#contracts/decimal-number';
import { ORDER_STEP_ERRORS, OrderStepRequestSchema } from '#contracts/order-step-requests';
import type { OrderStep, StaffStepName } from '#contracts/order-steps';
import type { StaffOrder } from '#contracts/staff-work';
import { resolverOf } from '../../../lib/form-check';
import { useCheckedForm } from '../../../lib/form/checked-form';
import { formatAmount, formatQuantity } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { DateField, normaliseDay } from '../../../ui/date-field';
import { RadioGroup } from '../../../ui/radio-group';
import { TextAreaField, TextField } from '../../../ui/text-field';
import { useTakeOrderStep } from '../api/staff-work';
import { staffWorkTexts } from '../staff-work.texts';
import styles from '../staff-work.module.css';

const texts = staffWorkTexts.order;

type Step = StaffStepName;

interface StepValues {
  step: Step;
  plannedFrom: string;
  plannedUntil: string;
  scheduledOn: string;
  contractor: string;
  doneOn: string;
  lines: { areaHa: string; price: string }[];
  priceReason: string;
  note: string;
}

/** Field ids: the next step's form and the correction's stand on one page, so each has its own. */
const fieldIdIn =
  (form: 'order-step' | 'order-correction') =>
  (field: string): string =>
    `${form}-${field.replaceAll('.', '-')}`;

/** The step as the API takes it, and what is wrong with the typed figures before it can be sent. */
function requestOf(values: StepValues): { request: unknown; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const note = values.note;
  switch (values.step) {
    case 'confirmed':
      return {
        request: {
          step: 'confirmed',
          plannedFrom: normaliseDay(values.plannedFrom),
          plannedUntil: normaliseDay(values.plannedUntil),
          note,
        },
        problems,
      };
    case 'scheduled':
      return {
        request: {
          step: 'scheduled',
          scheduledOn: normaliseDay(values.scheduledOn),
          contractor: values.contractor,
          note,
        },
        problems,
      };
    case 'cancelled':
      return { request: { step: 'cancelled', note }, problems };
    case 'done': {
      const lines = values.lines.map((line, index) => {
        const areaHa = parseTypedNumber(line.areaHa);
        const netOre = parseKronor(line.price);
        if (areaHa === undefined) problems[`lines.${String(index)}.areaHa`] = texts.badArea;
        if (netOre === undefined) problems[`lines.${String(index)}.price`] = texts.badPrice;
        return { position: index + 1, areaHa: areaHa ?? 0, netOre: netOre ?? 0 };
      });
      return {
        request: {
          step: 'done',
          doneOn: normaliseDay(values.doneOn),
          lines,
          priceReason: values.priceReason,
          note,
        },
        problems,
      };
    }
  }
}

/** The field a server or schema message belongs to: a line's `netOre` is typed as its price in kronor. */
const fieldOf = (path: readonly PropertyKey[]): string =>
  path
    .map(String)
    .join('.')
    .replace(/\.netOre$/, '.price');

function check(order: StaffOrder['order']) {
  return (values: StepValues): Record<string, string | undefined> => {
    const { request, problems } = requestOf(values);
    const parsed = OrderStepRequestSchema.safeParse(request);
    const messages: Record<string, string | undefined> = { ...problems };
    if (!parsed.success) {
      for (const issue of parsed.error.issues) messages[fieldOf(issue.path)] ??= issue.message;
    } else if (parsed.data.step === 'confirmed' && parsed.data.plannedUntil < parsed.data.plannedFrom) {
      messages.plannedUntil = ORDER_STEP_ERRORS.untilBeforeFrom;
    } else if (parsed.data.step === 'done' && Object.keys(problems).length === 0) {
      const netOre = parsed.data.lines.reduce((sum, line) => sum + line.netOre, 0);
      if (netOre !== order.netOre && parsed.data.priceReason === '') {
        messages.priceReason = texts.priceReasonHint;
      }
    }
    return messages;
  };
}

/** The form's values from a step as it was saved, for correcting it; empty fields for a new step. */
function valuesOf(order: StaffOrder['order'], step: Step, saved: OrderStep | undefined): StepValues {
  const final = saved?.final ?? null;
  return {
    step,
    plannedFrom: '',
    plannedUntil: '',
    scheduledOn: saved?.scheduledOn ?? '',
    contractor: saved?.contractor ?? '',
    doneOn: saved?.doneOn ?? '',
    lines: order.lines.map((line, index) => {
      const done = final?.lines[index];
      return {
        areaHa: String(done?.areaHa ?? line.areaHa).replace('.', ','),
        price: String((done?.netOre ?? line.estimate.netOre) / 100).replace('.', ','),
      };
    }),
    priceReason: final?.priceReason ?? '',
    note: saved?.note ?? '',
  };
}

/**
 * Staff (Editor) take the order's next step, or correct its latest one (`correcting`): the fields that step
 * needs, checked here and on the server by the same rules.
 */
export function OrderStepForm({
  staffOrder,
  correcting,
  onSaved,
}: {
  staffOrder: StaffOrder;
  correcting?: OrderStep & { step: Step };
  onSaved: (step: Step) => void;
}) {
  const { order } = staffOrder;
  const steps = correcting === undefined ? staffOrder.nextSteps : [correcting.step];
  const fieldId = fieldIdIn(correcting === undefined ? 'order-step' : 'order-correction');
  const take = useTakeOrderStep(order.number, correcting === undefined ? 'POST' : 'PUT');
  const lineFields = order.lines.flatMap((_, index) => [
    `lines.${String(index)}.areaHa`,
    `lines.${String(index)}.price`,
  ]);
  const fields = [
    'step',
    'plannedFrom',
    'plannedUntil',
    'scheduledOn',
    'contractor',
    'doneOn',
    ...lineFields,
    'priceReason',
    'note',
  ];
  const form = useCheckedForm({
    resolver: resolverOf<StepValues>(check(order)),
    defaultValues: valuesOf(order, steps[0] ?? 'cancelled', correcting),
    fields,
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
  const step = useWatch({ control, name: 'step' });
  const error = (field: string): string | undefined => {
    let node: unknown = errors;
    for (const key of field.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
    return (node as { message?: string } | undefined)?.message;
  };

  const submit = async (values: StepValues): Promise<void> => {
    form.passed();
    try {
      await take.mutateAsync(OrderStepRequestSchema.parse(requestOf(values).request));
      onSaved(values.step);
    } catch (failure) {
      form.refused(failure, (serverField) => {
        const field = serverField.replace(/\.netOre$/, '.price');
        return fields.includes(field) ? field : undefined;
      });
    }
  };

  const text = (field: string, label: string, extra: { hint?: string; required?: boolean } = {}) => ({
    id: fieldId(field),
    label,
    hint: extra.hint,
    tag: extra.required === true ? texts.required : undefined,
    error: error(field),
    'aria-required': extra.required === true ? (true as const) : undefined,
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => form.submit(event, submit)}>
      {form.summary}
      <RadioGroup
        id={fieldId('step')}
        legend={texts.chooseStep}
        options={steps.map((value) => ({ value, label: texts.steps[value] }))}
        error={error('step')}
        input={register('step')}
      />
      {step === 'confirmed' && (
        <fieldset className={styles.lineFields}>
          <legend>{texts.plannedPeriod}</legend>
          <p>{texts.plannedPeriodHint}</p>
          <DateField
            {...text('plannedFrom', texts.plannedFrom, { required: true })}
            {...register('plannedFrom')}
          />
          <DateField
            {...text('plannedUntil', texts.plannedUntil, { required: true })}
            {...register('plannedUntil')}
          />
        </fieldset>
      )}
      {step === 'scheduled' && (
        <>
          <DateField
            {...text('scheduledOn', texts.scheduledOn, { required: true })}
            {...register('scheduledOn')}
          />
          <TextField
            {...text('contractor', texts.contractor, { required: true })}
            maxLength={100}
            {...register('contractor')}
          />
        </>
      )}
      {step === 'done' && (
        <>
          <DateField {...text('doneOn', texts.doneOn, { required: true })} {...register('doneOn')} />
          {order.lines.map((line, index) => (
            <fieldset key={index} className={styles.lineFields}>
              <legend>
                {line.serviceTitle}, {line.estateDesignation}
              </legend>
              <p>
                {texts.lineEstimate(formatQuantity(line.areaHa, 'ha'), formatAmount(line.estimate.netOre))}
              </p>
              <TextField
                {...text(`lines.${String(index)}.areaHa`, texts.lineArea, { required: true })}
                inputMode="decimal"
                {...register(`lines.${index}.areaHa`)}
              />
              <TextField
                {...text(`lines.${String(index)}.price`, texts.linePrice, { required: true })}
                inputMode="decimal"
                {...register(`lines.${index}.price`)}
              />
            </fieldset>
          ))}
          <TextAreaField
            {...text('priceReason', texts.priceReason, { hint: texts.priceReasonHint })}
            rows={3}
            {...register('priceReason')}
          />
        </>
      )}
      {step === 'cancelled' ? (
        <TextAreaField
          {...text('note', texts.reason, { hint: texts.reasonHint, required: true })}
          rows={3}
          {...register('note')}
        />
      ) : (
        <TextAreaField
          {...text('note', texts.note, { hint: texts.noteHint })}
          rows={3}
          {...register('note')}
        />
      )}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? texts.saving : correcting === undefined ? texts.save : texts.saveCorrection}
        </Button>
      </div>
    </form>
  );
}
