const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat('sv-SE', { numeric: 'auto' });
const fullDate = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'medium' });
const fullDateTime = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeStyle: 'short' });

/**
 * When a notification came, as a member says it: "nyss", "för 5 minuter sedan", "i går", "för 3 dagar
 * sedan"; from a month back the date ("22 nov. 2026"), since "för 5 veckor sedan" is harder to place.
 */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const ago = now.getTime() - then.getTime();
  if (ago < MINUTE) return 'nyss';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  const days = calendarDaysBetween(then, now);
  if (days === 0) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (days < 30) return relative.format(-days, 'day');
  return fullDate.format(then);
}

/** The exact time, for the `title` of the relative one and for screen readers that ask. */
export const exactTime = (iso: string): string => fullDateTime.format(new Date(iso));

/** Whole calendar days in the member's time zone, so yesterday evening is "i går" already this morning. */
function calendarDaysBetween(then: Date, now: Date): number {
  const midnight = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  return Math.max(0, Math.round((midnight(now) - midnight(then)) / DAY));
}
