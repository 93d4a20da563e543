import { describe, expect, it } from 'vitest';
import { formatDate, formatHectares } from './overview-format';

describe('overview formatting (sv-SE)', () => {
  it('writes areas in hectares with one decimal and a decimal comma', () => {
    expect(formatHectares(103)).toBe('103,0\u00a0ha');
    expect(formatHectares(1234.56)).toBe('1\u00a0234,6\u00a0ha');
  });

  it('writes a day with the short month name', () => {
    expect(formatDate('2026-11-18T09:12:00.000Z')).toBe('18 nov. 2026');
  });
});
