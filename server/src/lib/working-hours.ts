import { swedishDayAt } from '#contracts/calendar-day';
import { isWorkingDay } from '#contracts/swedish-calendar';

/**
 * An advisor's bookable hours: the working days of the Swedish calendar (no weekend, holiday or kept eve),
 * one-hour meetings starting 08:00 to 15:00 Swedish time (the last ends at 16:00), whatever the daylight
 * saving time.
 */

const TIME_ZONE = 'Europe/Stockholm';
const FIRST_HOUR = 8;
const LAST_START_HOUR = 15;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** The date and time in Sweden at an instant. */
export function swedishWallClock(at: Date) {
  const parts = Object.fromEntries(wallClock.formatToParts(at).map((part) => [part.type, part.value]));
  const number = (type: string) => Number(parts[type]);
  return {
    year: number('year'),
    month: number('month'),
    day: number('day'),
    hour: number('hour'),
    minute: number('minute'),
    second: number('second'),
  };
}

/** How far Swedish time is ahead of UTC at an instant, in milliseconds (one or two hours). */
function offsetAt(at: Date): number {
  const wall = swedishWallClock(at);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant when Swedish clocks show this date and hour. */
function swedishTime(year: number, month: number, day: number, hour: number): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour);
  const firstGuess = asUtc - offsetAt(new Date(asUtc));
  return new Date(asUtc - offsetAt(new Date(firstGuess)));
}

export interface WorkingHour {
  readonly startsAt: Date;
  readonly endsAt: Date;
}

/** Every bookable hour on the Swedish calendar days from `from`'s day through `days` days later. */
export function workingHours(from: Date, days: number): WorkingHour[] {
  const hours: WorkingHour[] = [];
  for (let offset = 0; offset <= days; offset++) {
    // Noon of each day, so a daylight saving switch never skips or repeats a date.
    const day = swedishWallClock(new Date(from.getTime() + offset * DAY_MS));
    const noon = swedishTime(day.year, day.month, day.day, 12);
    const date = swedishWallClock(noon);
    if (!isWorkingDay(swedishDayAt(noon))) continue;
    for (let hour = FIRST_HOUR; hour <= LAST_START_HOUR; hour++) {
      const startsAt = swedishTime(date.year, date.month, date.day, hour);
      hours.push({ startsAt, endsAt: new Date(startsAt.getTime() + HOUR_MS) });
    }
  }
  return hours;
}

/**
 * Whether the advisor has given this hour to something else (other members, field work): about three hours
 * in ten, the same every time for the same advisor and hour, so the demo looks lived-in and stays stable.
 */
export function isBusyHour(advisorId: string, startsAt: Date): boolean {
  let hash = 0;
  for (const char of `${advisorId}|${startsAt.toISOString()}`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 10 < 3;
}
