/** Time, passed in so tests can move it (session time-outs, caches). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

const SWEDISH_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' });

/** The calendar day in Sweden at `date`, as YYYY-MM-DD (mandate end dates, today's plans). */
export const swedishDay = (date: Date): string => SWEDISH_DAY.format(date);
