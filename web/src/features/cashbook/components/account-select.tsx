import type { ComponentPropsWithRef } from 'react';
import { ACCOUNT_GROUPS, type AccountType } from '#contracts/cashbook';
import { Icon } from '../../../ui/icon';
import { cashbookTexts } from '../cashbook.texts';
import styles from '../cashbook.module.css';

/** A labelled account choice, the chart grouped as the BAS plan is (income, costs, balance accounts). */
export function AccountSelect({
  id,
  label,
  accounts,
  error,
  only,
  ...select
}: {
  id: string;
  label: string;
  accounts: readonly AccountType[];
  error?: string;
  /** Offer only these groups. */
  only?: readonly AccountType['group'][];
} & ComponentPropsWithRef<'select'>) {
  const errorId = `${id}-error`;
  const groups = ACCOUNT_GROUPS.filter((group) => only === undefined || only.includes(group));
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {error !== undefined && (
        <p id={errorId} className={styles.fieldError}>
          <Icon name="warning" size={20} />
          <span>{error}</span>
        </p>
      )}
      <select
        id={id}
        className={styles.select}
        aria-describedby={error === undefined ? undefined : errorId}
        aria-invalid={error === undefined ? undefined : true}
        {...select}
      >
        {only === undefined && <option value="">{cashbookTexts.form.chooseAccount}</option>}
        {groups.map((group) => (
          <optgroup key={group} label={cashbookTexts.groups[group]}>
            {accounts
              .filter((account) => account.group === group)
              .map((account) => (
                <option key={account.number} value={String(account.number)}>
                  {`${String(account.number)} ${account.name}`}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
