import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { AccountType, Verificate } from '#contracts/cashbook';
import { ApiError } from '../../../lib/api-client';
import { formatAmount } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { ErrorSummary, type FieldProblem } from '../../../ui/error-summary';
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
const todayInSweden = (): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
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
  const summary = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusSummary = useRef(false);
  const [failure, setFailure] = useState<string>();
  const [attempts, setAttempts] = useState(0);
  const {
    control,
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<VoucherFormValues>({
    resolver: zodResolver(VoucherFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
    defaultValues: valuesOf(voucher, todayInSweden()),
  });
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'rows' });
  const rows = useWatch({ control, name: 'rows' });
  const difference = differenceOfForm(rows);

  useEffect(() => heading.current?.focus(), []);

  const failed = (message?: string): void => {
    focusSummary.current = true;
    setFailure(message);
    setAttempts((count) => count + 1);
  };

  const send = async (values: VoucherFormValues): Promise<void> => {
    setFailure(undefined);
    clearErrors('root');
    const problems = bookProblems(values);
    if (problems.length > 0) {
      for (const { field, message } of problems)
        setError(field as FieldPath<VoucherFormValues>, { type: 'book', message });
      failed();
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
      const fromServer = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
      let placed = 0;
      for (const [apiField, messages] of Object.entries(fromServer)) {
        const field = formFieldOf(apiField);
        if (field === undefined || messages[0] === undefined) continue;
        setError(field as FieldPath<VoucherFormValues>, { type: 'server', message: messages[0] });
        placed++;
      }
      failed(placed > 0 ? undefined : error instanceof ApiError ? error.message : texts.unexpected);
    }
  };

  const rowsError = errors.root?.rows?.message;
  const problems: FieldProblem[] = [
    ...(['date', 'text'] as const).flatMap((name) => {
      const message = errors[name]?.message;
      return message === undefined ? [] : [{ fieldId: fieldId(name), message }];
    }),
    ...fields.flatMap((_, index) =>
      (['account', 'debit', 'credit'] as const).flatMap((name) => {
        const message = errors.rows?.[index]?.[name]?.message;
        return message === undefined ? [] : [{ fieldId: fieldId(`rows.${String(index)}.${name}`), message }];
      }),
    ),
    ...(rowsError === undefined ? [] : [{ fieldId: fieldId('root.rows'), message: rowsError }]),
  ];

  useEffect(() => {
    if (!focusSummary.current || summary.current === null) return;
    focusSummary.current = false;
    summary.current.focus();
  }, [attempts, problems.length, failure]);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void handleSubmit(send, () => failed())(event)}
    >
      <h2 ref={heading} tabIndex={-1} className={styles.focusHeading}>
        {voucher === undefined ? texts.newHeading : texts.editHeading(voucherLabel(voucher))}
      </h2>
      {(problems.length > 0 || failure !== undefined) && (
        <ErrorSummary
          ref={summary}
          heading={problems.length > 0 ? texts.summaryHeading : texts.notSavedHeading}
          message={failure}
          problems={problems}
        />
      )}
      <TextField
        id={fieldId('date')}
        label={texts.date}
        hint={texts.dateHint}
        error={errors.date?.message}
        type="date"
        className={styles.short}
        {...register('date')}
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
