const dateFormat = new Intl.DateTimeFormat('sv-SE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/Stockholm',
});

/** A date (YYYY-MM-DD) or a timestamp as people read it in Sweden: "30 juni 2027". */
export const formatDate = (value: string): string =>
  dateFormat.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value));

/** Today's date in Sweden (YYYY-MM-DD), the earliest end date a mandate can have. */
export const swedishToday = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(now);
