import type { PreferredTime } from '#contracts/services';
import { swedishDay } from '../../lib/clock.js';

/**
 * When the member would like the work done: as soon as possible, or one of the next four seasons of forest
 * work that have not begun yet (spring March–May, summer June–August, autumn September–November). A season
 * under way is not offered: "as soon as possible" covers it. Winter is left out, as most of the services
 * (planting, scarification, pre-commercial thinning, roads) wait for bare ground.
 */

export const AS_SOON_AS_POSSIBLE: PreferredTime = { value: 'snarast', label: 'Så snart som möjligt' };

const SEASONS = [
  { key: 'var', startMonth: 3, label: 'Våren' },
  { key: 'sommar', startMonth: 6, label: 'Sommaren' },
  { key: 'host', startMonth: 9, label: 'Hösten' },
] as const;

const SEASONS_OFFERED = 4;
const VALUE = /^(\d{4})-(var|sommar|host)$/;

export function preferredTimes(now: Date): PreferredTime[] {
  const [year = 0, month = 0] = swedishDay(now).split('-').map(Number);
  const coming: PreferredTime[] = [];
  for (let candidate = year; coming.length < SEASONS_OFFERED; candidate++) {
    for (const season of SEASONS) {
      if (candidate === year && season.startMonth <= month) continue;
      if (coming.length < SEASONS_OFFERED) {
        coming.push({
          value: `${String(candidate)}-${season.key}`,
          label: `${season.label} ${String(candidate)}`,
        });
      }
    }
  }
  return [AS_SOON_AS_POSSIBLE, ...coming];
}

/** The label of a stored value, also of a season since begun; undefined for a value never offered. */
export function preferredTimeLabel(value: string): string | undefined {
  if (value === AS_SOON_AS_POSSIBLE.value) return AS_SOON_AS_POSSIBLE.label;
  const match = VALUE.exec(value);
  const season = SEASONS.find((entry) => entry.key === match?.[2]);
  return match === null || season === undefined ? undefined : `${season.label} ${match[1] ?? ''}`;
}
