import type { Queryable } from '../../src/db/database.js';
import { insertAdvisedBusiness } from '../../src/db/seed/contact-builders.js';
import { insertMandateOf } from '../../src/db/seed/mandates-builders.js';
import { insertUpcomingMeeting } from '../../src/db/seed/meetings-builders.js';
import { insertNotification } from '../../src/db/seed/notifications-builders.js';
import { insertForestBusiness } from '../../src/db/seed/profile-builders.js';
import { insertPlannedEstate } from '../../src/db/seed/stand-builders.js';
import { insertContract, insertDocument } from '../../src/db/seed/contract-builders.js';
import { insertCustomPoint, insertObservationPhoto } from '../../src/db/seed/demo-custom-points.js';
import {
  credit,
  debit,
  insertVoucher,
  insertVoucherAttachment,
} from '../../src/db/seed/cashbook-builders.js';
import { insertPendingWithdrawal, insertPlanChange } from '../../src/db/seed/economy-request-builders.js';
import {
  insertCartItem,
  insertServiceOrder,
  orderLineOn,
  type OrderLineSeed,
} from '../../src/db/seed/order-builders.js';
import { insertSignedWrite } from '../../src/db/seed/signing-builders.js';
import { hasPathParameter } from './registered-routes.js';

/** Whom an object belongs to: the stakeholder a session acts for, and the person behind it. */
export interface ObjectOwner {
  readonly stakeholderId: string;
  readonly personId: string;
}

/** A route whose path parameter names a member's object: the matrix tries its own and another's. */
export interface MemberObjectRoute {
  /** Makes an object that belongs to `owner` and returns the path parameters that address it. */
  readonly create: (db: Queryable, owner: ObjectOwner) => Promise<Record<string, string>>;
  /** What else the request needs to get past validation to the ownership check. */
  readonly query?: Record<string, string>;
  readonly body?: unknown;
  /** A body naming more of what `create` made (its other values), when a static `body` cannot. */
  readonly bodyFor?: (created: Record<string, string>) => unknown;
  /**
   * A read of something that belongs to one estate: makes it on `estateId`, so a mandate for some estates
   * can be tried on an estate it covers and one it does not. Every GET route has this or `notOnEstate`.
   */
  readonly onEstate?: (
    db: Queryable,
    owner: ObjectOwner,
    estateId: string,
  ) => Promise<Record<string, string>>;
  /** Why what the route reads belongs to no one estate (a voucher, an advisor); reviewers read this. */
  readonly notOnEstate?: string;
  /** Why a representative acting for the owner is not shown this object (404), unlike staff. */
  readonly notForRepresentatives?: string;
}

/** A route whose path parameter names nothing a member owns (a map layer, a public document…). */
export interface SharedObjectRoute {
  /** Why no member owns what the parameter names; reviewers read this. */
  readonly notOwned: string;
  readonly params: Record<string, string>;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
}

export type PathParameterRoute = MemberObjectRoute | SharedObjectRoute;
export type PathParameterRegistry = Readonly<Record<string, PathParameterRoute>>;

export const isMemberObjectRoute = (route: PathParameterRoute): route is MemberObjectRoute =>
  'create' in route;

/**
 * Every /api route with a path parameter, keyed `METHOD /api/pattern`, and how to make what it addresses.
 * The authorization matrix fails for a route missing here. One line per route, for example:
 *
 *   'GET /api/Ir/GetBusiness/:id': {
 *     create: async (db, owner) => ({ id: (await insertBusiness(db, owner.stakeholderId)).id }),
 *   },
 *   'GET /api/geo/layers/:layer': { notOwned: 'Map layers are the same for everyone', params: { layer: 'fastigheter' } },
 */
export const PATH_PARAMETER_ROUTES: PathParameterRegistry = {
  'POST /api/signing/:id/start': {
    create: async (db, owner) => insertSignedWrite(db, owner),
    body: { flow: 'qr', device: 'computer' },
  },
  'GET /api/signing/:id': {
    create: async (db, owner) => insertSignedWrite(db, owner),
    notOnEstate: 'A signing belongs to the person who asked for it, whatever the write is about',
  },
  'POST /api/signing/:id/cancel': {
    create: async (db, owner) => insertSignedWrite(db, owner),
  },
  'GET /api/signing/:id/text': {
    create: async (db, owner) => insertSignedWrite(db, owner, { signedAt: new Date() }),
    notOnEstate: 'What the member signed: a withdrawal, an order or a mandate, not one estate',
  },
  'POST /api/meetings/:id/cancel': {
    create: async (db, owner) => ({ id: (await insertUpcomingMeeting(db, { id: owner.stakeholderId })).id }),
  },
  'GET /api/meetings/:id/calendar.ics': {
    create: async (db, owner) => ({ id: (await insertUpcomingMeeting(db, { id: owner.stakeholderId })).id }),
    onEstate: async (db, owner, estateId) => ({
      id: (await insertUpcomingMeeting(db, { id: owner.stakeholderId }, { estateId })).id,
    }),
  },
  'PUT /api/subscriptions/:topic': {
    notOwned:
      'A topic is one of the association’s mailings, the same for everyone; the choice is filed under the session',
    params: { topic: 'newsletter' },
    body: { subscribed: false },
  },
  'POST /api/notifications/:id/read': {
    create: async (db, owner) => ({ id: (await insertNotification(db, owner.stakeholderId)).id }),
  },
  'GET /api/Ir/GetBusinessAdvisor/:id': {
    create: async (db, owner) => ({ id: (await insertAdvisedBusiness(db, owner.stakeholderId)).id }),
    notOnEstate: 'The advisor serves the whole business, whichever estates it holds',
  },
  'GET /api/Ir/GetBusinessAdvisorColleagues/:id': {
    create: async (db, owner) => ({ id: (await insertAdvisedBusiness(db, owner.stakeholderId)).id }),
    notOnEstate: 'The advisor’s colleagues serve the whole business, whichever estates it holds',
  },
  'GET /api/Ir/GetBusiness/:id': {
    create: async (db, owner) => ({ id: (await insertForestBusiness(db, owner.stakeholderId)).id }),
    notOnEstate: 'A business holds several estates; it lists only those the reader may see',
  },
  'GET /api/Ir/GetRightEdocs/:id': {
    create: async (db, owner) => ({ id: (await insertMandateOf(db, owner.stakeholderId)).id }),
    notOnEstate: 'A mandate names the estates it covers, which the holder was given',
    notForRepresentatives: 'Whom else the member lets in is the member’s to know: a holder sees their own',
  },
  'GET /api/documents/:id/pdf': {
    onEstate: async (db, owner, estateId) => ({
      id: (
        await insertDocument(
          db,
          { id: owner.stakeholderId },
          { kind: 'forest-plan', estateId },
          { title: 'Skogsbruksplan', issuedOn: '2026-01-10' },
        )
      ).id,
    }),
    create: async (db, owner) => {
      const estateId = (await insertPlannedEstate(db, owner.stakeholderId)).id;
      const contract = await insertContract(db, { id: owner.stakeholderId }, estateId);
      const source = { kind: 'contract', contractId: contract.id } as const;
      const document = await insertDocument(db, { id: owner.stakeholderId }, source, {
        title: 'Avverkningskontrakt',
        issuedOn: '2026-01-10',
      });
      return { id: document.id };
    },
  },
  'GET /api/Ir/GetStakeholderByPoNo/:poNo': {
    notOwned: 'A person looked up by personal number to give a mandate to; only their name is answered',
    params: { poNo: '191212121212' },
  },
  'GET /api/estates/:estateId/stands': {
    create: async (db, owner) => ({ estateId: (await insertPlannedEstate(db, owner.stakeholderId)).id }),
    onEstate: async (_db, _owner, estateId) => ({ estateId }),
  },
  'PUT /api/custom-points/:id': {
    create: async (db, owner) => ({ id: (await insertCustomPoint(db, owner)).id }),
    body: {
      title: 'Vindfälle',
      text: '',
      category: 'skada',
      geometry: { type: 'Point', coordinates: [650_600, 6_650_400] },
    },
  },
  'DELETE /api/custom-points/:id': {
    create: async (db, owner) => ({ id: (await insertCustomPoint(db, owner)).id }),
  },
  'GET /api/custom-points/:id/photos/:photoId': {
    create: async (db, owner) => insertObservationPhoto(db, owner),
    onEstate: async (db, owner, estateId) => insertObservationPhoto(db, owner, estateId),
  },
  'PUT /api/Ir/EditVerificate/:id': {
    create: async (db, owner) => ({ id: (await insertVoucher(db, owner)).id }),
    body: { date: '2026-03-15', text: 'Plantor', rows: [debit(4020, 100), credit(1930, 100)] },
  },
  'POST /api/Ir/DiscardVerificate/:id': {
    create: async (db, owner) => ({ id: (await insertVoucher(db, owner)).id }),
  },
  'POST /api/Ir/AddVerificateAttachment/:id': {
    create: async (db, owner) => ({ id: (await insertVoucher(db, owner)).id }),
    body: { fileName: 'kvitto.pdf', contentBase64: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64') },
  },
  'GET /api/Ir/GetVerificateAttachment/:attachmentId': {
    create: async (db, owner) => ({
      attachmentId: (await insertVoucherAttachment(db, await insertVoucher(db, owner), owner)).id,
    }),
    notOnEstate: 'The cashbook is the member’s bookkeeping, not an estate’s',
  },
  'GET /api/Ir/ExportSie/:year': {
    notOwned: 'A year names no object: the file is always of the session’s own cashbook',
    params: { year: '2026' },
  },
  'POST /api/payment-plan/changes/:id/cancel': {
    create: async (db, owner) => ({ id: (await insertPlanChange(db, owner)).id }),
  },
  'POST /api/withdrawals/:id/cancel': {
    create: async (db, owner) => ({ id: (await insertPendingWithdrawal(db, owner)).id }),
  },
  'GET /api/contracts/:id': {
    onEstate: async (db, owner, estateId) => ({
      id: (await insertContract(db, { id: owner.stakeholderId }, estateId)).id,
    }),
    create: async (db, owner) => ({
      id: (
        await insertContract(
          db,
          { id: owner.stakeholderId },
          (await insertPlannedEstate(db, owner.stakeholderId)).id,
        )
      ).id,
    }),
  },
  'GET /api/geo/layers/:layerId/features': {
    notOwned: 'A map layer is the same for everyone; its own-data layers are scoped by the session',
    params: { layerId: 'fastighetsomrade' },
    query: { bbox: '650000,6650000,651000,6651000' },
  },
  'GET /api/services/:name': {
    notOwned: 'A service of the catalogue is the same for everyone',
    params: { name: 'rojning' },
  },
  'POST /api/services/:name/estimate': {
    notOwned:
      'A service of the catalogue is the same for everyone; the estate in the body is checked as the session’s',
    params: { name: 'rojning' },
    body: {
      estateId: '00000000-0000-4000-8000-000000000000',
      area: { kind: 'stands', standIds: ['00000000-0000-4000-8000-000000000001'] },
      quantity: null,
    },
  },
  'PUT /api/cart/items/:id': {
    create: async (db, owner) => {
      const item = await insertCartItem(db, owner);
      return { id: item.id, estateId: item.estateId, standId: item.standId };
    },
    bodyFor: (created) => ({
      serviceName: 'rojning',
      estateId: created.estateId,
      area: { kind: 'stands', standIds: [created.standId] },
      quantity: null,
      wishes: 'Spara björkarna längs bäcken.',
      preferredTime: 'snarast',
    }),
  },
  'DELETE /api/cart/items/:id': {
    create: async (db, owner) => ({ id: (await insertCartItem(db, owner)).id }),
  },
  'GET /api/orders/:number': {
    create: async (db, owner) => ({ number: (await insertServiceOrder(db, owner)).number }),
    onEstate: async (db, owner, estateId) => ({
      number: (await insertServiceOrder(db, owner, { lines: [await orderLineOn(db, estateId)] })).number,
    }),
  },
  'GET /api/orders/:number/receipt': {
    create: async (db, owner) => ({ number: await doneOrder(db, owner) }),
    onEstate: async (db, owner, estateId) => ({
      number: await doneOrder(db, owner, [await orderLineOn(db, estateId)]),
    }),
  },
  // A final price above the estimate, waiting for the member's answer.
  'POST /api/orders/:number/final-price/accept': {
    create: async (db, owner) => ({ number: await doneOrder(db, owner, undefined, 125) }),
    onEstate: async (db, owner, estateId) => ({
      number: await doneOrder(db, owner, [await orderLineOn(db, estateId)], 125),
    }),
  },
  'POST /api/orders/:number/final-price/decline': {
    create: async (db, owner) => ({ number: await doneOrder(db, owner, undefined, 125) }),
    onEstate: async (db, owner, estateId) => ({
      number: await doneOrder(db, owner, [await orderLineOn(db, estateId)], 125),
    }),
  },
  'GET /api/geo/basemap/tiles/:z/:y/:x': {
    notOwned: 'Base map tiles are the same for everyone',
    params: { z: '5', y: '10', x: '12' },
  },
  'DELETE /api/staff/advisor-times/:slotId': {
    notOwned: 'An hour of an advisor’s calendar belongs to the association, not to a member',
    params: { slotId: '00000000-0000-4000-8000-000000000000' },
  },
  // The staff workspace: staff open any member's errand by its id (audited to that member); members get 403.
  'GET /api/staff/orders/:number': {
    notOwned: 'A staff errand: staff may open any member’s order, so no member owns it for the session',
    params: { number: 'SO-2026-999999' },
  },
  'GET /api/staff/orders/:number/areas': {
    notOwned:
      'A staff errand: staff may see where any member’s order is, so no member owns it for the session',
    params: { number: 'SO-2026-999999' },
  },
  'POST /api/staff/orders/:number/steps': {
    notOwned: 'A staff errand: staff may move any member’s order, so no member owns it for the session',
    params: { number: 'SO-2026-999999' },
    body: { step: 'cancelled', note: 'Medlemmen har ångrat sig.' },
  },
  'PUT /api/staff/orders/:number/steps': {
    notOwned: 'A staff errand: staff may correct any member’s order, so no member owns it for the session',
    params: { number: 'SO-2026-999999' },
    body: { step: 'cancelled', note: 'Medlemmen har ångrat sig.' },
  },
  ...staffErrandRoutes('messages', { answers: { body: 'Tack för ditt meddelande.' }, handled: undefined }),
  ...staffErrandRoutes('plan-changes', { approve: undefined, refuse: { reason: 'Dagen är för nära.' } }),
  ...staffErrandRoutes('applications', { approve: undefined, refuse: { reason: 'Utanför vårt område.' } }),
  ...staffErrandRoutes('observations', {
    answers: { body: 'Jag kommer och tittar på tisdag.' },
    confirmation: { kind: 'granbarkborre' },
  }),
  'GET /api/staff/observations/:id/photos/:photoId': {
    notOwned: 'A staff errand’s photo: staff may open any member’s, so no member owns it for the session',
    params: { id: '00000000-0000-4000-8000-000000000000', photoId: '00000000-0000-4000-8000-000000000001' },
  },
  ...staffErrandRoutes('meetings', {
    confirm: undefined,
    move: { slotId: '00000000-0000-4000-8000-000000000001' },
  }),
};

/** An order of the owner that is done, so it has a receipt. */
/** A done order of the owner, at a final price with moms of `finalTotalOre` (above a free estimate: awaiting). */
async function doneOrder(
  db: Queryable,
  owner: ObjectOwner,
  lines?: readonly OrderLineSeed[],
  finalTotalOre = 0,
): Promise<string> {
  const { id, number } = await insertServiceOrder(db, owner, {
    status: 'done',
    ...(lines === undefined ? {} : { lines }),
  });
  const vatOre = Math.round(finalTotalOre / 5);
  await db.query(
    `INSERT INTO service_order_step (order_id, step, at, by_name, done_on, final_lines, final_net_ore, final_vat_ore,
                                     final_total_ore, price_reason)
     VALUES ($1, 'done', now(), 'Anders Nyberg', '2026-11-20', '[]', $2, $3, $4, $5)`,
    [id, finalTotalOre - vatOre, vatOre, finalTotalOre, finalTotalOre === 0 ? null : 'Större areal.'],
  );
  return number;
}

/** A staff errand's read and its writes (with the body each needs), addressed by an id that names none. */
function staffErrandRoutes(kind: string, writes: Record<string, unknown>): PathParameterRegistry {
  const errand = {
    notOwned: 'A staff errand: staff may open any member’s, so no member owns it for the session',
    params: { id: '00000000-0000-4000-8000-000000000000' },
  };
  const entries: [string, SharedObjectRoute][] = [
    [`GET /api/staff/${kind}/:id`, errand],
    ...Object.entries(writes).map(([action, body]): [string, SharedObjectRoute] => [
      `POST /api/staff/${kind}/:id/${action}`,
      body === undefined ? errand : { ...errand, body },
    ]),
  ];
  return Object.fromEntries(entries);
}

export const routeKey = (route: { method: string; url: string }): string => `${route.method} ${route.url}`;

/** What a developer must add: one message per /api route with a path parameter but no entry. */
export function missingPathParameterRoutes(
  routes: readonly { method: string; url: string }[],
  registry: PathParameterRegistry,
): string[] {
  return routes
    .filter((route) => hasPathParameter(route.url) && registry[routeKey(route)] === undefined)
    .map(
      (route) =>
        `${routeKey(route)} takes a path parameter, so the authorization matrix must try another member's ` +
        `object. Add '${routeKey(route)}' to PATH_PARAMETER_ROUTES in server/test/security/path-parameter-routes.ts: ` +
        `{ create: async (db, owner) => ({ <param>: <id of a new object owned by owner.stakeholderId> }) }, ` +
        `or { notOwned: '<why no member owns it>', params: { <param>: '<value>' } }.`,
    );
}

/** What a developer must add: one message per GET route of a member's object that says nothing of estates. */
export function missingEstateScope(
  routes: readonly { method: string; url: string }[],
  registry: PathParameterRegistry,
): string[] {
  return routes
    .filter((route) => route.method === 'GET')
    .flatMap((route) => {
      const entry = registry[routeKey(route)];
      if (entry === undefined || !isMemberObjectRoute(entry)) return [];
      if (entry.onEstate !== undefined || entry.notOnEstate !== undefined) return [];
      return [
        `${routeKey(route)} reads a member's object, so a mandate for some estates must be tried on it. ` +
          `In PATH_PARAMETER_ROUTES, give it onEstate: async (db, owner, estateId) => ({ <param>: <id of a new ` +
          `object on that estate> }), or notOnEstate: '<why it belongs to no one estate>'.`,
      ];
    });
}
