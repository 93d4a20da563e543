import { useState, type ReactNode, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_KIND_LABELS, BOOKING_KINDS, BOOKING_KIND_LABELS } from '#contracts/ledger';
import type { TransactionAccount } from '#contracts/transactions';
import {
  parseTransactionFilter,
  SEARCH_TEXT_MAX,
  type FilterField,
  type RawTransactionFilter,
  type TransactionFilter,
} from '#contracts/transaction-filter';
import { Button } from '../../../ui/button';
import { usePlainForm, type FieldMessages } from '../../../lib/form/plain-form';
import { DateField, normaliseDay } from '../../../ui/date-field';
import { TextField } from '../../../ui/text-field';
import fieldStyles from '../../../ui/text-field.module.css';
import styles from '../transactions.module.css';
import { transactionsTexts } from '../transactions.texts';

const texts = transactionsTexts.filter;
const FIELD_IDS: Record<FilterField, string> = {
  account: 'tx-account',
  from: 'tx-from',
  to: 'tx-to',
  kind: 'tx-kind',
  q: 'tx-q',
};

const FIELDS = Object.keys(FIELD_IDS) as FilterField[];
const firstOf = (errors: Partial<Record<FilterField, string[]>>): FieldMessages<FilterField> =>
  Object.fromEntries(FIELDS.map((field) => [field, errors[field]?.[0]]));

/**
 * The filter, sent as a GET form: what it picks goes into the page's URL (so back, forward and reload
 * keep it). Checked here with the server's own rules first; the error summary takes focus on a failure.
 */
export function FilterForm({
  raw,
  initialErrors,
  accounts,
  onApply,
}: {
  raw: RawTransactionFilter;
  initialErrors: Partial<Record<FilterField, string[]>>;
  accounts: readonly TransactionAccount[];
  onApply: (filter: TransactionFilter) => void;
}) {
  const [values, setValues] = useState<Record<FilterField, string>>({
    account: raw.account ?? 'all',
    from: raw.from ?? '',
    to: raw.to ?? '',
    kind: raw.kind ?? 'all',
    q: raw.q ?? '',
  });
  const form = usePlainForm({
    fields: FIELDS,
    idOf: (field) => FIELD_IDS[field],
    heading: texts.errorHeading,
    initial: firstOf(initialErrors),
  });
  const set = (field: FilterField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    const typed = { ...values, from: normaliseDay(values.from), to: normaliseDay(values.to) };
    setValues(typed);
    const result = parseTransactionFilter(typed);
    if (!result.ok) {
      form.failed(firstOf(result.fieldErrors));
      return;
    }
    form.passed();
    onApply(result.filter);
  }

  // The account in the URL may be one the list has not loaded yet; keep it selectable meanwhile.
  const knownAccount = values.account === 'all' || accounts.some((account) => account.id === values.account);

  return (
    <form className={styles.filter} onSubmit={submit} noValidate aria-labelledby="tx-filter-heading">
      <h2 id="tx-filter-heading" className={styles.filterHeading}>
        {texts.heading}
      </h2>
      {form.summary}
      <div className={styles.filterGrid}>
        <SelectField
          id={FIELD_IDS.account}
          label={texts.account}
          error={form.errors.account}
          value={values.account}
          onChange={set('account')}
        >
          <option value="all">{texts.allAccounts}</option>
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {`${ACCOUNT_KIND_LABELS[account.kind]} ${account.number}`}
            </option>
          ))}
          {!knownAccount && <option value={values.account}>{texts.account}</option>}
        </SelectField>
        <SelectField
          id={FIELD_IDS.kind}
          label={texts.kind}
          error={form.errors.kind}
          value={values.kind}
          onChange={set('kind')}
        >
          <option value="all">{texts.allKinds}</option>
          {BOOKING_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {BOOKING_KIND_LABELS[kind]}
            </option>
          ))}
        </SelectField>
        <DateField
          id={FIELD_IDS.from}
          label={texts.from}
          error={form.errors.from}
          value={values.from}
          onChange={set('from')}
        />
        <DateField
          id={FIELD_IDS.to}
          label={texts.to}
          error={form.errors.to}
          value={values.to}
          onChange={set('to')}
        />
        <TextField
          id={FIELD_IDS.q}
          type="search"
          label={texts.text}
          error={form.errors.q}
          value={values.q}
          onChange={set('q')}
          maxLength={SEARCH_TEXT_MAX + 20}
        />
      </div>
      <div className={styles.filterActions}>
        <Button type="submit">{texts.submit}</Button>
        <Link to="?" className={styles.resetLink}>
          {texts.reset}
        </Link>
      </div>
    </form>
  );
}

function SelectField({
  id,
  label,
  error,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  children: ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      {error !== undefined && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
      <select
        id={id}
        className={fieldStyles.input}
        value={value}
        onChange={onChange}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : errorId}
      >
        {children}
      </select>
    </div>
  );
}
