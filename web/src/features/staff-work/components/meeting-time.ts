import { addDays, daysBetween } from '#contracts/calendar-day';
import { formatTime, formatTimeRange, formatWeekday, swedishDay } from '../../../lib/format';

const DAY_MS = 24 * 3_600_000;

/** An hour to choose or name: "tisdag 8 december kl. 10:00". */
export const hourLabel = (startsAt: string): string =>
  `${formatWeekday(startsAt)} kl.\u00a0${formatTime(startsAt)}`;

/** A meeting's time with its year: "tisdag 8 december 2026 kl. 10:00–11:00". */
export const meetingSpan = (startsAt: string, endsAt: string): string =>
  `${formatWeekday(startsAt)} ${swedishDay(startsAt).slice(0, 4)} kl.\u00a0${formatTimeRange(startsAt, endsAt)}`;

// A calendar day some days later (or earlier), and whole days between two: the contracts' calendar.
export { addDays, daysBetween };

/** The Monday of the day's week (weeks start on Monday in Sweden). */
export const mondayOf = (day: string): string => {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
};

/** The day's ISO week number, as Swedish calendars count weeks. */
export function weekNumber(day: string): number {
  const date = new Date(`${day}T12:00:00Z`);
  // The week belongs to the year of its Thursday.
  const thursday = new Date(date.getTime() + (3 - ((date.getUTCDay() + 6) % 7)) * DAY_MS);
  const firstOfYear = Date.UTC(thursday.getUTCFullYear(), 0, 1, 12);
  return Math.floor((thursday.getTime() - firstOfYear) / DAY_MS / 7) + 1;
}

/**
 * A whole hour of a Swedish calendar day as the API takes it, with Sweden's offset on that day:
 * ("2026-12-08", 10) → "2026-12-08T10:00:00+01:00", in summer "…+02:00".
 */
export function swedishHour(day: string, hour: number): string {
  const clock = `${String(hour).padStart(2, '0')}:00`;
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const offset =
    [1, 2].find((hours) => {
      const instant = new Date(Date.UTC(year, month - 1, date, hour - hours));
      return formatTime(instant) === clock && swedishDay(instant) === day;
    }) ?? 1;
  return `${day}T${clock}:00+0${String(offset)}:00`;
}
