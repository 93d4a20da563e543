/** Meeting times as Swedes read them, in Swedish time wherever the browser is. */

const TIME_ZONE = 'Europe/Stockholm';

const dayFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const yearFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, year: 'numeric' });
const clockFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});
const keyFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** "10:00": sv-SE writes the clock with a colon, as the server's mails and calendar file do. */
const clockTime = (iso: string): string => clockFormat.format(new Date(iso));

/** "onsdag 25 november" */
export const dayName = (iso: string): string => dayFormat.format(new Date(iso));

/** "2026-11-25", the Swedish calendar day, for grouping. */
export const dayKey = (iso: string): string => keyFormat.format(new Date(iso));

/** "10:00–11:00" */
export const timeRange = (startsAt: string, endsAt: string): string =>
  `${clockTime(startsAt)}–${clockTime(endsAt)}`;

/** "onsdag 25 november 2026 kl. 10:00–11:00" */
export const meetingWhen = (startsAt: string, endsAt: string): string =>
  `${dayName(startsAt)} ${yearFormat.format(new Date(startsAt))} kl. ${timeRange(startsAt, endsAt)}`;
