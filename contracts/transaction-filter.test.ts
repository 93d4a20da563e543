import { describe, expect, it } from 'vitest';
import { parseTransactionFilter } from './transaction-filter.js';

describe('the transactions filter', () => {
  it('takes days from 50 years back to a year ahead, and tells a day out of range from a wrong one', () => {
    expect(parseTransactionFilter({ from: '2026-01-01', to: '2027-11-24' }, '2026-11-24')).toEqual({
      ok: true,
      filter: { from: '2026-01-01', to: '2027-11-24' },
    });
    expect(parseTransactionFilter({ from: '1976-11-24' }, '2026-11-24').ok).toBe(true);
    expect(parseTransactionFilter({ from: '1976-11-23', to: '9999-12-31' }, '2026-11-24')).toEqual({
      ok: false,
      fieldErrors: {
        from: ['Ange ett datum från 50 år bakåt till ett år fram.'],
        to: ['Ange ett datum från 50 år bakåt till ett år fram.'],
      },
    });
    expect(parseTransactionFilter({ to: '２０２６-１１-２４' }, '2026-11-24')).toEqual({
      ok: false,
      fieldErrors: { to: ['Skriv datumet som år-månad-dag, till exempel 2026-12-31.'] },
    });
  });
});
