/**
 * Dates and times in the server's Swedish texts (mails, PDFs, calendar files, booking and feed texts), the
 * way sv-SE writes them: `25 november 2026`, `1 dec. 2026`, `09:00`, always in Swedish time. A calendar
 * day (YYYY-MM-DD) is read at noon UTC, which is the same day in Sweden whatever the daylight saving time.
 */

const TIME_ZONE = 'Europe/Stockholm';

const longDate = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeZone: TIME_ZONE });
const shortDate = new Intl.DateTimeFormat('sv-SE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const weekdayDate = new Intl.DateTimeFormat('sv-SE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const weekdayDayMonth = new Intl.DateTimeFormat('sv-SE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: TIME_ZONE,
});
const clockTime = new Intl.DateTimeFormat('sv-SE', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

const instant = (date: string | Date): Date =>
  typeof date === 'string' ? new Date(`${date}T12:00:00Z`) : date;

/** `25 november 2026` */
export const swedishLongDate = (date: string | Date): string => longDate.format(instant(date));

/** `1 dec. 2026`: where space is short, as in error messages under a field. */
export const swedishShortDate = (date: string | Date): string => shortDate.format(instant(date));

/** `09:00`: sv-SE writes the clock with a colon, never `09.00`. */
const swedishClockTime = (date: Date): string => clockTime.format(date);

/** `25 november 2026 kl. 09:00` */
export const swedishDateTime = (date: Date): string =>
  `${swedishLongDate(date)} kl. ${swedishClockTime(date)}`;

/** `onsdag 25 november 2026 kl. 09:00–10:00` */
export const swedishTimeSpan = (startsAt: Date, endsAt: Date): string =>
  `${weekdayDate.format(startsAt)} kl. ${swedishClockTime(startsAt)}–${swedishClockTime(endsAt)}`;

/** `onsdag 9 december kl. 10:00`: for the near future, where the year goes without saying. */
export const swedishWeekdayTime = (date: Date): string =>
  `${weekdayDayMonth.format(date)} kl. ${swedishClockTime(date)}`;
