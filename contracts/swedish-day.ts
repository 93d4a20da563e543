/**
 * The calendar day in Sweden at a moment, YYYY-MM-DD: the server's "today", the web's limits and grouping.
 * A module of its own, so the first page can have it without the rest of contracts/calendar-day.ts.
 */

let swedishDays: Intl.DateTimeFormat | undefined;

/** The calendar day in Sweden at `moment`, YYYY-MM-DD (the format is made the first time it is asked for). */
export function swedishDayAt(moment: Date): string {
  swedishDays ??= new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' });
  return swedishDays.format(moment);
}
