import { useId, useState } from 'react';
import {
  BANK_ACCOUNT,
  INPUT_VAT_ACCOUNT,
  OUTPUT_VAT_ACCOUNT,
  parseKronor,
  splitGross,
  VAT_RATES,
  type AccountType,
  type VatRate,
} from '#contracts/cashbook';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { cashbookTexts } from '../cashbook.texts';
import styles from '../cashbook.module.css';
import { oreInput, type FormRow } from '../voucher-values';
import { AccountSelect } from './account-select';

const texts = cashbookTexts.vat;
type Kind = 'cost' | 'income';

/**
 * Splits an amount including VAT into the rows it takes: the net on a cost or income account, the VAT on
 * ingående or utgående moms, and the whole amount paid from or to the bank (or another balance account).
 */
export function VatHelper({
  accounts,
  onFill,
}: {
  accounts: readonly AccountType[];
  onFill: (rows: FormRow[]) => void;
}) {
  const id = useId();
  const [kind, setKind] = useState<Kind>('cost');
  const [gross, setGross] = useState('');
  const [rate, setRate] = useState<VatRate>(25);
  const [account, setAccount] = useState('4020');
  const [counter, setCounter] = useState(String(BANK_ACCOUNT));
  const [error, setError] = useState<string>();

  const chooseKind = (next: Kind): void => {
    setKind(next);
    setAccount(next === 'cost' ? '4020' : '3010');
  };

  const fill = (): void => {
    const grossOre = parseKronor(gross);
    if (grossOre === undefined || grossOre === 0) {
      setError(texts.invalid);
      return;
    }
    setError(undefined);
    const { netOre, vatOre } = splitGross(grossOre, rate);
    const cost = kind === 'cost';
    const side = (ore: number, debit: boolean) =>
      debit ? { debit: oreInput(ore), credit: '' } : { debit: '', credit: oreInput(ore) };
    const rows: FormRow[] = [{ account, ...side(netOre, cost) }];
    if (rate !== 0 && vatOre !== 0) {
      const vatAccount = cost ? INPUT_VAT_ACCOUNT : OUTPUT_VAT_ACCOUNT[rate];
      rows.push({ account: String(vatAccount), ...side(vatOre, cost) });
    }
    rows.push({ account: counter, ...side(grossOre, !cost) });
    onFill(rows);
  };

  return (
    <details className={styles.vat}>
      <summary>{texts.legend}</summary>
      <p className={styles.hint}>{texts.hint}</p>
      <div className={styles.field}>
        <label htmlFor={`${id}-kind`} className={styles.label}>
          {texts.kind}
        </label>
        <select
          id={`${id}-kind`}
          className={styles.select}
          value={kind}
          onChange={(event) => chooseKind(event.target.value as Kind)}
        >
          <option value="cost">{texts.cost}</option>
          <option value="income">{texts.income}</option>
        </select>
      </div>
      <TextField
        id={`${id}-gross`}
        label={texts.gross}
        inputMode="decimal"
        autoComplete="off"
        className={styles.amount}
        value={gross}
        error={error}
        onChange={(event) => setGross(event.target.value)}
      />
      <div className={styles.field}>
        <label htmlFor={`${id}-rate`} className={styles.label}>
          {texts.rate}
        </label>
        <select
          id={`${id}-rate`}
          className={styles.select}
          value={String(rate)}
          onChange={(event) => setRate(Number(event.target.value) as VatRate)}
        >
          {VAT_RATES.map((option) => (
            <option key={option} value={String(option)}>{`${String(option)} %`}</option>
          ))}
        </select>
      </div>
      <AccountSelect
        id={`${id}-account`}
        label={texts.account}
        accounts={accounts}
        only={[kind]}
        value={account}
        onChange={(event) => setAccount(event.target.value)}
      />
      <AccountSelect
        id={`${id}-counter`}
        label={texts.counter}
        accounts={accounts}
        only={['asset', 'liability']}
        value={counter}
        onChange={(event) => setCounter(event.target.value)}
      />
      <Button variant="secondary" onClick={fill}>
        {texts.fill}
      </Button>
    </details>
  );
}
