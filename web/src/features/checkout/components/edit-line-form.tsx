import { useEffect, useId, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import type { CartItem } from '#contracts/checkout';
import {
  MAX_WISHES_LENGTH,
  parseQuantity,
  quantityProblem,
  type OrderDraft,
  type PreferredTime,
  type Quantity,
} from '#contracts/services';
import { formatQuantity } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { resolverOf } from '../../../lib/form-check';
import { useCheckedForm } from '../../../lib/form/checked-form';
import type { FieldMessages } from '../../../lib/form/plain-form';
import { Icon } from '../../../ui/icon';
import { SectionError } from '../../../ui/section-boundary';
import { Skeleton } from '../../../ui/skeleton';
import { TextAreaField, TextField } from '../../../ui/text-field';
import fieldStyles from '../../../ui/text-field.module.css';
import { useServiceForLine, useUpdateCartItem } from '../api/cart';
import { checkoutTexts } from '../checkout.texts';
import styles from '../checkout.module.css';

const texts = checkoutTexts.edit;

const FIELDS = ['quantity', 'wishes', 'preferredTime'] as const;
type Field = (typeof FIELDS)[number];

interface Values {
  quantity: string;
  wishes: string;
  preferredTime: string;
}

/** What is wrong with the changed line, checked by the rules the server checks it by. */
function check(limits: Quantity | null, values: Values): FieldMessages<Field> {
  const errors: FieldMessages<Field> = {};
  if (limits !== null) {
    const quantity = parseQuantity(values.quantity);
    if (quantity === undefined) errors.quantity = texts.errors.quantity;
    else if (quantityProblem(limits, quantity) !== undefined)
      errors.quantity = texts.errors.quantityRange(
        formatQuantity(limits.min, limits.unit),
        formatQuantity(limits.max, limits.unit),
      );
  }
  if (values.wishes.length > MAX_WISHES_LENGTH) errors.wishes = texts.errors.wishesTooLong(MAX_WISHES_LENGTH);
  if (values.preferredTime === '') errors.preferredTime = texts.errors.preferredTime;
  return errors;
}

/** The changed line as a draft; the area and the estate stay as they were. */
function draftOf(item: CartItem, limits: Quantity | null, values: Values): OrderDraft {
  const area =
    item.area.kind === 'drawn' && item.area.geometry !== null
      ? { kind: 'drawn' as const, geometry: item.area.geometry }
      : { kind: 'stands' as const, standIds: item.area.standIds };
  return {
    serviceName: item.serviceName,
    estateId: item.estateId,
    area,
    quantity: limits === null ? null : (parseQuantity(values.quantity) ?? null),
    wishes: values.wishes.trim(),
    preferredTime: values.preferredTime,
  };
}

/**
 * Changes the quantity, wishes and preferred time of a cart line; the server prices it again. The area and
 * the estate stay: to change them, the member removes the line and orders anew.
 */
export function EditLineForm({
  item,
  title,
  onSaved,
  onCancel,
}: {
  item: CartItem;
  title: string;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const details = useServiceForLine(item.serviceName);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className={styles.edit}>
      <h4 ref={headingRef} tabIndex={-1} className={styles.smallHeading}>
        {texts.heading(title)}
      </h4>
      {details.isPending ? (
        <Skeleton lines={2} label={texts.loading} />
      ) : details.isError ? (
        <SectionError onRetry={() => void details.refetch()} />
      ) : (
        <LineFields
          item={item}
          limits={details.data?.service.price.quantity ?? null}
          times={details.data?.preferredTimes ?? []}
          onSaved={onSaved}
          onCancel={onCancel}
        />
      )}
    </div>
  );
}

function LineFields({
  item,
  limits,
  times,
  onSaved,
  onCancel,
}: {
  item: CartItem;
  limits: Quantity | null;
  times: readonly PreferredTime[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const update = useUpdateCartItem();
  const base = useId();
  const idOf = (field: Field): string => `${base}-${field}`;
  const form = useCheckedForm({
    resolver: resolverOf<Values>((values) => check(limits, values)),
    defaultValues: {
      quantity: item.quantity === null ? '' : String(item.quantity),
      wishes: item.wishes,
      // A season that has passed is no longer offered: the member then picks a new one.
      preferredTime: times.some((time) => time.value === item.preferredTime) ? item.preferredTime : '',
    },
    fields: FIELDS,
    idOf,
    heading: texts.errorHeading,
    headingLevel: 3,
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const preferredTime = useWatch({ control, name: 'preferredTime' });

  const save = (values: Values): void => {
    form.passed();
    update.mutate(
      { id: item.id, draft: draftOf(item, limits, values) },
      {
        onSuccess: onSaved,
        onError: (error) => {
          form.refused(error);
        },
      },
    );
  };
  const preferredTimeError = errors.preferredTime?.message;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (update.isPending) event.preventDefault();
        else form.submit(event, save);
      }}
    >
      {form.summary}
      {limits !== null && (
        <TextField
          id={idOf('quantity')}
          label={`${limits.label} (${limits.unit})`}
          hint={texts.quantityHint(
            formatQuantity(limits.min, limits.unit),
            formatQuantity(limits.max, limits.unit),
          )}
          error={errors.quantity?.message}
          inputMode="numeric"
          autoComplete="off"
          {...register('quantity')}
        />
      )}
      <div className={fieldStyles.field}>
        <label htmlFor={idOf('preferredTime')} className={fieldStyles.label}>
          {texts.preferredTime}
        </label>
        {preferredTimeError !== undefined && (
          <p id={`${idOf('preferredTime')}-error`} className={fieldStyles.error}>
            <Icon name="warning" size={20} />
            <span>{preferredTimeError}</span>
          </p>
        )}
        <select
          id={idOf('preferredTime')}
          className={fieldStyles.input}
          {...register('preferredTime')}
          aria-invalid={preferredTimeError === undefined ? undefined : true}
          aria-describedby={preferredTimeError === undefined ? undefined : `${idOf('preferredTime')}-error`}
        >
          {preferredTime === '' && <option value="">{texts.choosePreferredTime}</option>}
          {times.map((time) => (
            <option key={time.value} value={time.value}>
              {time.label}
            </option>
          ))}
        </select>
      </div>
      <TextAreaField
        id={idOf('wishes')}
        label={texts.wishes}
        tag={checkoutTexts.checkout.optional}
        error={errors.wishes?.message}
        maxLength={MAX_WISHES_LENGTH}
        {...register('wishes')}
      />
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={update.isPending}>
          {update.isPending ? texts.saving : texts.save}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={update.isPending}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}
