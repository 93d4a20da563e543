/**
 * The Swedish calendar the portal keeps: the public holidays (moving ones included), the eves that are
 * kept as holidays, and the working days between them. One calendar for every rule about days: when a
 * withdrawal or a payout can be paid (banks pay on working days), which hours members may book with an
 * advisor, and what a page says of a closed day. Plain functions, no schema library, so a page may import it;
 * the days themselves are contracts/calendar-day.ts.
 */

import { addDays } from './calendar-day.js';

const isoDay = (year: number, month: number, day: number): string =>
  `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** 0 Sunday … 6 Saturday. */
const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Easter Sunday (the anonymous Gregorian computus). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDay(year, month, day);
}

/** The first day on or after `day` that falls on `weekday` (0 Sunday … 6 Saturday). */
const firstWeekdayFrom = (day: string, weekday: number): string =>
  addDays(day, (weekday - weekdayOf(day) + 7) % 7);

const closedDaysByYear = new Map<number, ReadonlyMap<string, string>>();

/**
 * The days of a year Sweden keeps closed, with their Swedish names: every public holiday (allmän helgdag)
 * and the three eves kept as holidays by banks and workplaces alike (midsommarafton, julafton, nyårsafton).
 */
export function closedDays(year: number): ReadonlyMap<string, string> {
  const known = closedDaysByYear.get(year);
  if (known !== undefined) return known;
  const easter = easterSunday(year);
  const midsummerDay = firstWeekdayFrom(isoDay(year, 6, 20), 6); // the Saturday 20–26 June
  const days = new Map<string, string>([
    [isoDay(year, 1, 1), 'nyårsdagen'],
    [isoDay(year, 1, 6), 'trettondedag jul'],
    [addDays(easter, -2), 'långfredagen'],
    [easter, 'påskdagen'],
    [addDays(easter, 1), 'annandag påsk'],
    [isoDay(year, 5, 1), 'första maj'],
    [addDays(easter, 39), 'Kristi himmelsfärdsdag'],
    [addDays(easter, 49), 'pingstdagen'],
    [isoDay(year, 6, 6), 'Sveriges nationaldag'],
    [addDays(midsummerDay, -1), 'midsommarafton'],
    [midsummerDay, 'midsommardagen'],
    [firstWeekdayFrom(isoDay(year, 10, 31), 6), 'alla helgons dag'], // the Saturday 31 October–6 November
    [isoDay(year, 12, 24), 'julafton'],
    [isoDay(year, 12, 25), 'juldagen'],
    [isoDay(year, 12, 26), 'annandag jul'],
    [isoDay(year, 12, 31), 'nyårsafton'],
  ]);
  closedDaysByYear.set(year, days);
  return days;
}

/** The Swedish name of a holiday or a kept eve ("julafton"), or undefined on any other day (YYYY-MM-DD). */
export const closedDayName = (day: string): string | undefined =>
  closedDays(Number(day.slice(0, 4))).get(day);

/**
 * A working day: Monday to Friday, and not a holiday or a kept eve. Banks pay out on these days (bankdag),
 * and the association's advisors meet members on them.
 */
export function isWorkingDay(day: string): boolean {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && closedDayName(day) === undefined;
}

/** The first working day on or after `day`. */
export function workingDayFrom(day: string): string {
  let candidate = day;
  while (!isWorkingDay(candidate)) candidate = addDays(candidate, 1);
  return candidate;
}

/** The weekdays from `first` through `last` that are closed, with their names: what a page explains. */
export function closedWeekdays(first: string, last: string): { day: string; name: string }[] {
  const closed: { day: string; name: string }[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const name = closedDayName(day);
    const weekday = weekdayOf(day);
    if (name !== undefined && weekday !== 0 && weekday !== 6) closed.push({ day, name });
  }
  return closed;
}
