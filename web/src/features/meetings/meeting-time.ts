import { formatTimeRange, formatWeekday, swedishDay } from '../../lib/format';

/** "onsdag 25 november 2026 kl. 10:00–11:00" */
export const meetingWhen = (startsAt: string, endsAt: string): string =>
  `${formatWeekday(startsAt)} ${swedishDay(startsAt).slice(0, 4)} kl.\u00a0${formatTimeRange(startsAt, endsAt)}`;
