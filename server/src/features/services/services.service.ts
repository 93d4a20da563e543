import { hasAnyRole, type Role } from '#contracts/roles';
import type {
  Estimate,
  EstimateRequest,
  Recommendation,
  Service,
  ServiceCatalogue,
  ServiceDetails,
} from '#contracts/services';
import type { Database } from '../../db/database.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/actor.js';
import { visibleEstateIds } from '../../plugins/estate-scope.js';
import { createStandsNowRepository } from '../../forest-state/stands-now.repository.js';
import { NotFoundError } from '../../plugins/http-errors.js';
import type { ServiceOrdering } from './order-drafts.js';
import { SERVICES, serviceNamed } from './services.catalogue.js';
import { createServicesRepository } from './services.repository.js';
import { serviceErrors } from './services.texts.js';
import { recommendedStands } from './recommended-stands.js';

/** Those who may order (contracts/routes.ts CUSTOMER): never a representative or a staff viewer. */
export const ORDERING_ROLES: readonly Role[] = ['Potential', 'Member', 'Supplier', 'Editor'];

/** The catalogue, the member's recommended stands, and price estimates. */
export function createServicesService(deps: {
  db: Database;
  clock: Clock;
  ordering: ServiceOrdering;
  orderingEnabled: boolean;
}) {
  const { db, clock, ordering } = deps;
  const repository = createServicesRepository(db);
  const visible = async (actor: Actor | undefined): Promise<string[]> =>
    actor === undefined ? [] : visibleEstateIds(db, actor, swedishDay(clock.now()));

  async function recommendations(
    actor: Actor | undefined,
    services: readonly Service[],
  ): Promise<Recommendation[]> {
    if (actor === undefined) return [];
    const today = swedishDay(clock.now());
    const stands = await createStandsNowRepository(db).stands(await visible(actor), today);
    return recommendedStands(stands, services, Number(today.slice(0, 4)));
  }

  return {
    async catalogue(actor: Actor | undefined): Promise<ServiceCatalogue> {
      return {
        services: [...SERVICES],
        recommendations: await recommendations(actor, SERVICES),
      };
    },

    async details(actor: Actor | undefined, roles: readonly string[], name: string): Promise<ServiceDetails> {
      const service = serviceNamed(name);
      if (service === undefined) throw new NotFoundError(serviceErrors.serviceNotFound);
      const estateIds = await visible(actor);
      return {
        service,
        recommendations: await recommendations(actor, [service]),
        advisor: actor === undefined ? null : await repository.advisor(actor.stakeholderId),
        preferredTimes: ordering.preferredTimes(),
        canOrder: deps.orderingEnabled && hasAnyRole(roles, ORDERING_ROLES) && estateIds.length > 0,
      };
    },

    async estimate(actor: Actor | undefined, name: string, request: EstimateRequest): Promise<Estimate> {
      if (serviceNamed(name) === undefined) throw new NotFoundError(serviceErrors.serviceNotFound);
      if (actor === undefined) throw new NotFoundError(serviceErrors.estateNotFound);
      return (await ordering.checkDraft(db, actor, name, request)).estimate;
    },
  };
}
