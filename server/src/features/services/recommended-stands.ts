import { standNow, standStateLine } from '#contracts/estates';
import type { Recommendation, Service, ServiceName } from '#contracts/services';
import type { StandNow } from '../../forest-state/stands-now.repository.js';

/**
 * The stands a service suits, most urgent first (docs/forest-growth.md 10.4): every stand of the actor's
 * estates whose next action a service carries out and that no open order or contract already does. Every
 * stand whose action has come is listed, the most overdue first; those still to come fill the list up to
 * `SHOWN`. The reason is the stand's state line, as the order form shows it.
 */

/** How many recommendations a list has at least, when that many stands have an action to come. */
export const SHOWN = 20;

export function recommendedStands(
  stands: readonly StandNow[],
  services: readonly Service[],
  thisYear: number,
): Recommendation[] {
  const serviceOf = new Map(
    services.flatMap((entry) => entry.forActions.map((action) => [action, entry.name] as const)),
  );
  const candidates = stands.flatMap((stand) => {
    const now = standNow(stand);
    const serviceName: ServiceName | undefined = now.action === null ? undefined : serviceOf.get(now.action);
    if (serviceName === undefined || stand.ordered.some((entry) => entry.action === now.action)) return [];
    const year = now.year ?? Infinity;
    return [{ stand, serviceName, year, due: year <= (stand.rolledYear ?? thisYear) }];
  });
  candidates.sort(
    (a, b) =>
      a.year - b.year ||
      a.stand.estateDesignation.localeCompare(b.stand.estateDesignation, 'sv') ||
      a.stand.number - b.stand.number,
  );
  const due = candidates.filter((candidate) => candidate.due);
  const shown = [
    ...due,
    ...candidates.filter((candidate) => !candidate.due).slice(0, Math.max(0, SHOWN - due.length)),
  ];
  return shown.map(({ stand, serviceName }) => ({
    serviceName,
    estateId: stand.estateId,
    estateDesignation: stand.estateDesignation,
    standId: stand.id,
    standNumber: stand.number,
    areaHa: stand.areaHa,
    reason: standStateLine(stand),
  }));
}
