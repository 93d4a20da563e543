import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatKronorExact } from '#contracts/economy-rules';
import {
  formatAmount,
  formatDate,
  formatLongDate,
  formatDateTime,
  formatEstimate,
  formatHectares,
  formatKronorShort,
  formatNumber,
  formatPercent,
  formatPrice,
  formatQuantity,
  formatSignedAmount,
  formatTime,
  formatTimeAgo,
  formatTimeRange,
  formatWeekday,
  swedishDay,
} from './format';
import { telHref } from './tel-href';

const NBSP = '\u00a0';
const text = (value: string): string => value.replaceAll(NBSP, ' ');

describe('one format for each kind of value (sv-SE, Swedish time)', () => {
  it('shows money a member has or moves to the öre, the same sum the same way everywhere', () => {
    expect(text(formatAmount(20_158_522))).toBe('201 585,22 kr');
    expect(text(formatAmount(340_000))).toBe('3 400,00 kr');
    expect(text(formatSignedAmount(123_450))).toBe('+1 234,50 kr');
    expect(text(formatSignedAmount(-123_450))).toBe('−1 234,50 kr');
  });

  it("writes a sum with the server's function, so a withdrawal reads the same on the page and on the phone", () => {
    expect(formatAmount).toBe(formatKronorExact);
  });

  it('writes money exactly as Intl writes Swedish kronor, for any sum in öre', () => {
    const kronor = (options: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK', ...options });
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (ore) => {
        expect(formatAmount(ore)).toBe(kronor({ minimumFractionDigits: 2 }).format(ore / 100));
        expect(formatSignedAmount(ore)).toBe(
          kronor({ minimumFractionDigits: 2, signDisplay: 'exceptZero' }).format(ore / 100),
        );
        expect(formatEstimate(ore)).toBe(kronor({ maximumFractionDigits: 0 }).format(Math.round(ore / 100)));
      }),
    );
  });

  it('quotes a price in whole kronor when it has no öre, and an estimate always in whole kronor', () => {
    expect(text(formatPrice(340_000))).toBe('3 400 kr');
    expect(text(formatPrice(550))).toBe('5,50 kr');
    expect(text(formatEstimate(4_829_960))).toBe('48 300 kr');
    expect(text(formatKronorShort(123_000_000))).toBe('1,2 mkr');
    expect(text(formatKronorShort(35_600_000))).toBe('356 tkr');
  });

  it('writes numbers, quantities, areas and shares with a decimal comma and a space between thousands', () => {
    expect(text(formatNumber(1234.567))).toBe('1 234,57');
    expect(text(formatNumber(1450, 0))).toBe('1 450');
    expect(text(formatQuantity(1.15, 'ha'))).toBe('1,15 ha');
    expect(text(formatQuantity(28_520, 'plantor'))).toBe('28 520 plantor');
    expect(text(formatHectares(103))).toBe('103,0 ha');
    expect(text(formatPercent(33.333))).toBe('33,3 %');
  });

  it('keeps a number and its unit on one line', () => {
    expect(formatHectares(64.8)).toBe(`64,8${NBSP}ha`);
    expect(formatQuantity(2, 'ha')).toBe(`2${NBSP}ha`);
  });

  it('writes a day as "1 apr. 1998", the same for a calendar date and a timestamp', () => {
    expect(formatDate('1998-04-01')).toBe('1 apr. 1998');
    expect(formatDate('2027-06-30')).toBe('30 juni 2027');
    // 23:30 UTC on 30 November is already 1 December in Sweden.
    expect(formatDate('2026-11-30T23:30:00Z')).toBe('1 dec. 2026');
  });

  it('writes a day out as "1 september 2026" where it is said once', () => {
    expect(formatLongDate('2026-09-01')).toBe('1 september 2026');
    expect(formatLongDate('2021-08-24')).toBe('24 augusti 2021');
  });

  it('writes times with a colon, in Swedish time: "10:00", never "10.00"', () => {
    expect(formatTime('2026-11-25T09:00:00Z')).toBe('10:00');
    expect(formatTime('2026-07-01T08:05:00Z')).toBe('10:05');
    expect(formatTimeRange('2026-11-25T09:00:00Z', '2026-11-25T10:00:00Z')).toBe('10:00–11:00');
    expect(text(formatDateTime('2026-11-22T09:14:00Z'))).toBe('22 nov. 2026 kl. 10:14');
    expect(formatWeekday('2026-11-25T09:00:00Z')).toBe('onsdag 25 november');
  });

  it('gives the Swedish calendar day of a moment for fields and limits', () => {
    expect(swedishDay(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(swedishDay('2026-06-15')).toBe('2026-06-15');
  });

  it('says how long ago as a member says it, and the date from a month back', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
    expect(formatTimeAgo(before(20_000), now)).toBe('nyss');
    expect(formatTimeAgo(before(5 * 60_000), now)).toBe('för 5 minuter sedan');
    expect(formatTimeAgo(before(3 * 3_600_000), now)).toBe('för 3 timmar sedan');
    // 21:30 Swedish time yesterday.
    expect(formatTimeAgo('2026-11-21T20:30:00Z', now)).toBe('i går');
    expect(formatTimeAgo('2026-11-17T12:00:00Z', now)).toBe('för 5 dagar sedan');
    expect(formatTimeAgo('2026-09-07T08:15:00Z', now)).toBe('7 sep. 2026');
  });

  it('keeps only digits and a leading plus in a tel: link', () => {
    expect(telHref('010-456 12 34')).toBe('tel:0104561234');
    expect(telHref('+46 10-456 12 34')).toBe('tel:+46104561234');
  });
});

describe('the formats live in lib/format.ts only', () => {
  const webSource = join(import.meta.dirname, '..');
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });

  it('no other web file makes its own number, date or list format', () => {
    const own = sourceFiles(webSource)
      .filter(
        (path) => !path.endsWith(join('lib', 'format.ts')) && !path.endsWith(join('lib', 'format-list.ts')),
      )
      .filter((path) => /\bIntl\.|\.toLocale\w*String\(/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(webSource, path));
    expect(own).toEqual([]);
  });
});
