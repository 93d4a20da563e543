const dateTime = new Intl.DateTimeFormat('sv-SE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Stockholm',
});

/** When an order was placed, in Swedish time: "22 nov. 2026 10:14". */
export const formatPlacedAt = (iso: string): string => dateTime.format(new Date(iso));
