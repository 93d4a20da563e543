import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useFieldArray, useWatch, type FieldPath } from 'react-hook-form';
import type { AccountType, Verificate } from '#contracts/cashbook';
import { formatAmount, swedishDay } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { useCheckedForm } from '../../../lib/form/checked-form';
import { DateField, normaliseDay } from '../../../ui/date-field';
import { TextField } from '../../../ui/text-field';
import { useCreateVerificate, useEditVerificate } from '../api/cashbook';
import { cashbookTexts } from '../cashbook.texts';
import styles from '../cashbook.module.css';
import {
  bookProblems,
  differenceOfForm,
  emptyRow,
  formFieldOf,
  inputOf,
  valuesOf,
  voucherLabel,
  VoucherFormSchema,
  type VoucherFormValues,
} from '../voucher-values';
import { AccountSelect } from './account-select';
import { VatHelper } from './vat-helper';

const texts = cashbookTexts.form;
const fieldId = (field: string): string =>
  field === 'root.rows' ? 'voucher-difference' : `voucher-${field.replaceAll('.', '-')}`;

/**
 * Books a new voucher or changes one: rows added and removed at will, a running difference, the VAT
 * helper, and errors (the form's own, the book's rules, the server's) beside the fields and in a focused
 * summary.
 */
export function VoucherForm({
  accounts,
  voucher,
  onDone,
  onCancel,
}: {
  accounts: readonly AccountType[];
  /** The voucher to change; a new one when undefined. */
  voucher?: Verificate;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const create = useCreateVerificate();
  const edit = useEditVerificate();
  const idempotencyKey = useRef(crypto.randomUUID());
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useCheckedForm<VoucherFormValues, string>({
    resolver: zodResolver(VoucherFormSchema),
    defaultValues: valuesOf(voucher, swedishDay()),
    fields: ({ rows }: VoucherFormValues) => [
      'date',
      'text',
      ...rows.flatMap((_, index) =>
        (['account', 'debit', 'credit'] as const).map((name) => `rows.${String(index)}.${name}`),
      ),
      'root.rows',
    ],
    idOf: fieldId,
    heading: texts.summaryHeading,
    notSentHeading: texts.notSavedHeading,
    unexpected: texts.unexpected,
  });
  const {
    control,
    register,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'rows' });
  const rows = useWatch({ control, name: 'rows' });
  const difference = differenceOfForm(rows);
  const placeOnField = (field: string, message: string, type: string): void =>
    setError(field as FieldPath<VoucherFormValues>, { type, message });

  useEffect(() => heading.current?.focus(), []);

  const send = async (values: VoucherFormValues): Promise<void> => {
    form.passed();
    clearErrors('root');
    const problems = bookProblems(values);
    if (problems.length > 0) {
      for (const { field, message } of problems) placeOnField(field, message, 'book');
      form.failed(Object.fromEntries(problems.map(({ field, message }) => [field, message])));
      return;
    }
    try {
      if (voucher === undefined) {
        await create.mutateAsync({ voucher: inputOf(values), idempotencyKey: idempotencyKey.current });
        idempotencyKey.current = crypto.randomUUID();
        onDone(cashbookTexts.cashbook.booked);
      } else {
        await edit.mutateAsync({ id: voucher.id, voucher: inputOf(values) });
        onDone(cashbookTexts.cashbook.changed(voucherLabel(voucher)));
      }
    } catch (error) {
      form.refused(error, formFieldOf);
    }
  };

  const rowsError = errors.root?.rows?.message;

  return (
    <form className={styles.form} noValidate onSubmit={(event) => form.submit(event, send)}>
      <h2 ref={heading} tabIndex={-1} className={styles.focusHeading}>
        {voucher === undefined ? texts.newHeading : texts.editHeading(voucherLabel(voucher))}
      </h2>
      {form.summary}
      <DateField
        id={fieldId('date')}
        label={texts.date}
        hint={texts.dateHint}
        error={errors.date?.message}
        {...register('date', { setValueAs: normaliseDay })}
      />
      <TextField
        id={fieldId('text')}
        label={texts.text}
        hint={texts.textHint}
        error={errors.text?.message}
        {...register('text')}
      />
      <VatHelper accounts={accounts} onFill={replace} />
      <fieldset className={styles.rows}>
        <legend>{texts.rowsLegend}</legend>
        <p className={styles.hint}>{texts.rowsHint}</p>
        <ol className={styles.rowList}>
          {fields.map((field, index) => {
            const n = index + 1;
            const rowErrors = errors.rows?.[index];
            return (
              <li key={field.id} className={styles.row}>
                <AccountSelect
                  id={fieldId(`rows.${String(index)}.account`)}
                  label={texts.account(n)}
                  accounts={accounts}
                  error={rowErrors?.account?.message}
                  {...register(`rows.${index}.account`)}
                />
                <TextField
                  id={fieldId(`rows.${String(index)}.debit`)}
                  label={texts.debit(n)}
                  error={rowErrors?.debit?.message}
                  inputMode="decimal"
                  autoComplete="off"
                  className={styles.amount}
                  {...register(`rows.${index}.debit`)}
                />
                <TextField
                  id={fieldId(`rows.${String(index)}.credit`)}
                  label={texts.credit(n)}
                  error={rowErrors?.credit?.message}
                  inputMode="decimal"
                  autoComplete="off"
                  className={styles.amount}
                  {...register(`rows.${index}.credit`)}
                />
                {fields.length > 2 && (
                  <Button variant="secondary" className={styles.removeRow} onClick={() => remove(index)}>
                    {texts.removeRow(n)}
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
        <Button variant="secondary" onClick={() => append(emptyRow())}>
          {texts.addRow}
        </Button>
        <div className={difference === 0 ? styles.difference : `${styles.difference} ${styles.unbalanced}`}>
          <output id={fieldId('root.rows')} tabIndex={-1} aria-live="polite">
            {`${texts.difference}: ${formatAmount(Math.abs(difference))}`}
            {difference === 0 && <span className="visually-hidden"> {texts.balanced}</span>}
          </output>
          {rowsError !== undefined && <p className={styles.error}>{rowsError}</p>}
        </div>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? texts.saving : voucher === undefined ? texts.save : texts.saveChange}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}
