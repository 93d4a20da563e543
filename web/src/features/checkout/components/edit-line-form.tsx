import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import type { CartItem } from '#contracts/checkout';
import { MAX_WISHES_LENGTH, type OrderDraft, type Quantity } from '#contracts/services';
import { formatQuantity } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { useFormErrors } from '../../../lib/form-errors';
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
type Errors = Partial<Record<Field, string>>;

interface Values {
  readonly quantity: string;
  readonly wishes: string;
  readonly preferredTime: string;
}

/** The changed line as a draft, or what is wrong, checked as the server will check it. */
function check(
  item: CartItem,
  limits: Quantity | null,
  values: Values,
): { draft?: OrderDraft; errors: Errors } {
  const errors: Errors = {};
  let quantity: number | null = null;
  if (limits !== null) {
    const digits = values.quantity.replace(/[\s\u00a0]/g, '');
    quantity = Number(digits);
    if (!/^\d+$/.test(digits)) errors.quantity = texts.errors.quantity;
    else if (quantity < limits.min || quantity > limits.max)
      errors.quantity = texts.errors.quantityRange(
        formatQuantity(limits.min, limits.unit),
        formatQuantity(limits.max, limits.unit),
      );
  }
  if (values.wishes.length > MAX_WISHES_LENGTH) errors.wishes = texts.errors.wishesTooLong(MAX_WISHES_LENGTH);
  if (values.preferredTime === '') errors.preferredTime = texts.errors.preferredTime;
  if (Object.keys(errors).length > 0) return { errors };
  const area =
    item.area.kind === 'drawn' && item.area.geometry !== null
      ? { kind: 'drawn' as const, geometry: item.area.geometry }
      : { kind: 'stands' as const, standIds: item.area.standIds };
  return {
    errors,
    draft: {
      serviceName: item.serviceName,
      estateId: item.estateId,
      area,
      quantity,
      wishes: values.wishes.trim(),
      preferredTime: values.preferredTime,
    },
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
  const update = useUpdateCartItem();
  const [values, setValues] = useState<Values>({
    quantity: item.quantity === null ? '' : String(item.quantity),
    wishes: item.wishes,
    preferredTime: item.preferredTime,
  });
  const [errors, setErrors] = useState<Errors>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const base = useId();
  const idOf = (field: Field): string => `${base}-${field}`;
  const form = useFormErrors({ fields: FIELDS, idOf, heading: texts.errorHeading, headingLevel: 3 });

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const limits = details.data?.service.price.quantity ?? null;
  const times = details.data?.preferredTimes ?? [];
  // A season that has passed is no longer offered: the member then picks a new one.
  const preferredTime = times.some((time) => time.value === values.preferredTime) ? values.preferredTime : '';

  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (update.isPending) return;
    const result = check(item, limits, { ...values, preferredTime });
    setErrors(result.errors);
    if (result.draft === undefined) {
      form.failed(result.errors);
      return;
    }
    form.passed();
    update.mutate(
      { id: item.id, draft: result.draft },
      {
        onSuccess: onSaved,
        onError: (error) => {
          setErrors({});
          form.refused(error, (field, message) => setErrors((old) => ({ ...old, [field]: message })));
        },
      },
    );
  };

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: event.target.value }));

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
        <form onSubmit={submit} noValidate>
          {form.summary}
          {limits !== null && (
            <TextField
              id={idOf('quantity')}
              label={`${limits.label} (${limits.unit})`}
              hint={texts.quantityHint(
                formatQuantity(limits.min, limits.unit),
                formatQuantity(limits.max, limits.unit),
              )}
              error={errors.quantity}
              inputMode="numeric"
              autoComplete="off"
              value={values.quantity}
              onChange={set('quantity')}
            />
          )}
          <div className={fieldStyles.field}>
            <label htmlFor={idOf('preferredTime')} className={fieldStyles.label}>
              {texts.preferredTime}
            </label>
            {errors.preferredTime !== undefined && (
              <p id={`${idOf('preferredTime')}-error`} className={fieldStyles.error}>
                <Icon name="warning" size={20} />
                <span>{errors.preferredTime}</span>
              </p>
            )}
            <select
              id={idOf('preferredTime')}
              className={fieldStyles.input}
              value={preferredTime}
              onChange={set('preferredTime')}
              aria-invalid={errors.preferredTime === undefined ? undefined : true}
              aria-describedby={
                errors.preferredTime === undefined ? undefined : `${idOf('preferredTime')}-error`
              }
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
            error={errors.wishes}
            maxLength={MAX_WISHES_LENGTH}
            value={values.wishes}
            onChange={set('wishes')}
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
      )}
    </div>
  );
}
