import type { Polygon } from '#contracts/geometry';
import { quantityProblem, type Estimate, type EstimateRequest, type Service } from '#contracts/services';
import type { Queryable } from '../../db/database.js';
import { commonAreaSquareMetres } from '../../geo/geometry/overlap.js';
import { checkArea } from '../../geo/geometry/validate-geometry.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/actor.js';
import { visibleEstateIds } from '../../plugins/estate-scope.js';
import { HttpError, invalidInput, NotFoundError } from '../../plugins/http-errors.js';
import { preferredTimeLabel, preferredTimes } from './preferred-times.js';
import { serviceNamed, VAT_PERCENT } from './services.catalogue.js';
import { priceEstimate, quantityText, vatOf } from './services.pricing.js';
import { createServicesRepository, type OrderEstate } from './services.repository.js';
import { serviceErrors } from './services.texts.js';

/** The smallest area an order line may cover, m² (0.01 ha). */
const MIN_AREA_M2 = 100;
/**
 * How much of a drawn area may lie outside the estate's boundary. Drawing exactly along a border with a
 * finger is hard, so a little over it is accepted and only the part on the estate is priced; an area
 * mostly elsewhere is refused, as it is someone else's forest.
 */
const OUTSIDE_TOLERANCE = 0.05;

/** A draft the server has checked against the member's own estates, measured and priced. */
export interface CheckedDraft {
  readonly service: Service;
  readonly estate: { readonly id: string; readonly designation: string };
  readonly area: {
    readonly kind: 'stands' | 'drawn';
    readonly standIds: string[];
    readonly standNumbers: number[];
    readonly geometry: Polygon | null;
    readonly areaSquareMetres: number;
  };
  readonly quantity: number | null;
  readonly estimate: Estimate;
}

type Problems = Record<string, string[]>;

function quantityMessage(service: Service, quantity: number | null): string | undefined {
  const wanted = service.price.quantity;
  const problem = quantityProblem(wanted, quantity);
  if (problem === undefined) return undefined;
  if (wanted === null) return serviceErrors.quantityNotTaken;
  return problem === 'missing' ? serviceErrors.quantityRequired(wanted) : serviceErrors.quantityRange(wanted);
}

async function measuredArea(
  db: Queryable,
  estate: OrderEstate,
  area: EstimateRequest['area'],
  problems: Problems,
): Promise<CheckedDraft['area']> {
  if (area.kind === 'stands') {
    const wanted = [...new Set(area.standIds)];
    const stands = await createServicesRepository(db).stands(estate.id, wanted);
    if (stands.length !== wanted.length) problems['area.standIds'] = [serviceErrors.standsNotOnEstate];
    return {
      kind: 'stands',
      standIds: stands.map((stand) => stand.id),
      standNumbers: stands.map((stand) => stand.number),
      geometry: null,
      areaSquareMetres: stands.reduce((sum, stand) => sum + stand.areaSquareMetres, 0),
    };
  }
  const check = checkArea(area.geometry);
  if (!check.ok) throw invalidInput({ 'area.geometry': [check.message] });
  const geometry = check.geometry as Polygon;
  let areaSquareMetres = check.areaSquareMetres;
  const onEstate = estate.boundary === null ? undefined : commonAreaSquareMetres(geometry, estate.boundary);
  if (onEstate !== undefined) {
    if (onEstate < areaSquareMetres * (1 - OUTSIDE_TOLERANCE)) {
      problems['area.geometry'] = [serviceErrors.outsideEstate(estate.designation)];
    }
    areaSquareMetres = onEstate;
  }
  return { kind: 'drawn', standIds: [], standNumbers: [], geometry, areaSquareMetres };
}

/**
 * Order drafts and what the checkout needs of the catalogue (app.ts hands this to the checkout feature).
 * A draft is checked against the estates the actor may see: another member's estate is as unknown as a
 * missing one (404); stands not on the estate, an area off the estate or too small, and a quantity the
 * service does not take or outside its limits are rules broken (422, per field); a polygon that is not a
 * valid area is bad input (400).
 */
export function createServiceOrdering({ clock }: { clock: Clock }) {
  async function checkDraft(
    db: Queryable,
    actor: Actor,
    serviceName: string,
    draft: EstimateRequest,
  ): Promise<CheckedDraft> {
    const service = serviceNamed(serviceName);
    if (service === undefined) throw new NotFoundError(serviceErrors.serviceNotFound);
    const visible = await visibleEstateIds(db, actor, swedishDay(clock.now()));
    const estate = visible.includes(draft.estateId)
      ? await createServicesRepository(db).estate(draft.estateId)
      : undefined;
    if (estate === undefined) throw new NotFoundError(serviceErrors.estateNotFound);

    const problems: Problems = {};
    const area = await measuredArea(db, estate, draft.area, problems);
    if (problems['area.standIds'] === undefined && area.areaSquareMetres < MIN_AREA_M2) {
      problems.area = [serviceErrors.areaTooSmall];
    }
    const quantity = quantityMessage(service, draft.quantity);
    if (quantity !== undefined) problems.quantity = [quantity];
    if (Object.keys(problems).length > 0) {
      throw new HttpError(422, 'RULES_BROKEN', serviceErrors.rulesBroken, problems);
    }
    return {
      service,
      estate: { id: estate.id, designation: estate.designation },
      area,
      quantity: draft.quantity,
      estimate: priceEstimate(service, area.areaSquareMetres, draft.quantity),
    };
  }

  return {
    checkDraft,
    /** The service's title; the name itself for a service since left out of the catalogue. */
    serviceTitle: (name: string): string => serviceNamed(name)?.title ?? name,
    /** A stored line priced again from its measured area; undefined for a service no longer offered. */
    reprice(name: string, areaSquareMetres: number, quantity: number | null): Estimate | undefined {
      const service = serviceNamed(name);
      return service && priceEstimate(service, areaSquareMetres, quantity);
    },
    quantityText(name: string, quantity: number | null): string | null {
      const service = serviceNamed(name);
      return service === undefined ? null : quantityText(service, quantity);
    },
    preferredTimes: () => preferredTimes(clock.now()),
    preferredTimeLabel,
    /** The VAT on a price of the service; at the standard rate for a service since left out of the catalogue. */
    vatOre: (name: string, netOre: number): number =>
      vatOf(netOre, serviceNamed(name)?.price.vatPercent ?? VAT_PERCENT),
  };
}

export type ServiceOrdering = ReturnType<typeof createServiceOrdering>;
