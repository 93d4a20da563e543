import { swedishDayAt } from '#contracts/calendar-day';

/** Time, passed in so tests can move it (session time-outs, caches). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The calendar day in Sweden at `date`, as YYYY-MM-DD (mandate end dates, today's plans). */
export const swedishDay = (date: Date): string => swedishDayAt(date);
