import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { formatAmount } from '../../lib/format';
import { cashbookTexts } from './cashbook.texts';
import { bookProblems, differenceOfForm, formFieldOf, inputOf, VoucherFormSchema } from './voucher-values';

const values = {
  date: '2026-03-02',
  text: '  Röjning  ',
  rows: [
    { account: '4040', debit: '1 000', credit: '' },
    { account: '1930', debit: '', credit: '990,50' },
  ],
};

describe('the voucher form’s values', () => {
  it('turn typed kronor into öre and show the running difference', () => {
    expect(differenceOfForm(values.rows)).toBe(950);
    expect(inputOf(values)).toEqual({
      date: '2026-03-02',
      text: 'Röjning',
      rows: [
        { account: 4040, debitOre: 100_000, creditOre: 0 },
        { account: 1930, debitOre: 0, creditOre: 99_050 },
      ],
    });
    expect(formatAmount(-125_050)).toBe('−1\u00a0250,50\u00a0kr');
  });

  it('put the book’s rules and the server’s field errors on the form’s fields', () => {
    expect(bookProblems(values)).toEqual([
      { field: 'root.rows', message: 'Debet och kredit måste vara lika stora. Differensen är 9,50 kr.' },
    ]);
    expect(formFieldOf('rows.3.creditOre')).toBe('rows.3.credit');
    expect(formFieldOf('rows.0.account')).toBe('rows.0.account');
    expect(formFieldOf('date')).toBe('date');
    expect(formFieldOf('rows')).toBe('root.rows');
    expect(formFieldOf('body')).toBeUndefined();
  });

  it('refuse a day that does not exist, in the form’s words, and one that cannot be booked', () => {
    vi.useFakeTimers({ now: new Date('2028-03-01T12:00:00Z'), toFake: ['Date'] });
    try {
      const issues = (date: string) =>
        z
          .safeParse(VoucherFormSchema, { ...values, date })
          .error?.issues.map(({ path, message }) => [path.join('.'), message]);
      expect(issues('2026-02-30')).toEqual([['date', cashbookTexts.form.errors.date]]);
      expect(z.safeParse(VoucherFormSchema, { ...values, date: '2028-02-29' }).success).toBe(true);
      expect(issues('2029-03-02')).toEqual([['date', 'Ange ett datum från två år bakåt till ett år fram.']]);
      expect(issues('9999-12-31')).toEqual([['date', 'Ange ett datum från två år bakåt till ett år fram.']]);
    } finally {
      vi.useRealTimers();
    }
  });
});
