import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import {
  RefusalRequestSchema,
  STAFF_DECISION_ERRORS,
  StaffApplicationSchema,
  type StaffApplication,
} from '#contracts/staff-decisions';
import type { AppConfig } from '../../config/env.js';
import type { Database, Queryable } from '../../db/database.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import { queueMail } from '../../mail/queue-mail.js';
import { HttpError, NotFoundError } from '../../plugins/http-errors.js';
import { admitAsMember } from '../../stakeholders/membership.js';
import { createApplicationErrandsRepository } from './application-errands.repository.js';
import { applicationMail } from './errands.texts.js';
import { auditErrand, STAFF, staffOf, type StaffMember } from './staff-access.js';

export interface ApplicationErrandDependencies {
  readonly db: Database;
  readonly clock: Clock;
  /** The association's and the portal's names, for the mail to the applicant. */
  readonly branding: Pick<AppConfig['branding'], 'associationName' | 'productName'>;
  /** Where the applicant logs in, for the mail. */
  readonly publicUrl: string;
}

/** Any id is taken: one that is not a uuid is as unknown as a missing application (404). */
const IdParams = z.object({ id: z.string() });
const ERRORS = { 403: ApiErrorSchema, 404: ApiErrorSchema } as const;

/**
 * A membership application in the workspace: read it, approve it (the applicant becomes a member today, so
 * their next login gives the Member role and the overview) or refuse it with a reason. The applicant is
 * mailed at the address in the application, in the transaction that decides. An Editor decides; the access
 * plugin refuses a Viewer's decision. Reads and decisions are on the applicant's access log.
 */
export const applicationErrandRoutes: FastifyPluginAsyncZod<ApplicationErrandDependencies> = async (
  app,
  deps,
) => {
  const { db, clock } = deps;

  const readIn = async (tx: Queryable, id: string): Promise<StaffApplication> => {
    const application = await createApplicationErrandsRepository(tx).read(id);
    if (application === undefined) throw new NotFoundError(STAFF_DECISION_ERRORS.applicationNotFound);
    return application;
  };

  /** Decides a received application (404 unknown, 409 decided), with `more` in the same transaction. */
  const decide = (
    staff: StaffMember,
    id: string,
    decision: { status: 'approved' | 'rejected'; reason: string | null },
    more: (tx: Queryable, application: StaffApplication) => Promise<void>,
  ): Promise<StaffApplication> =>
    db.transaction(async (tx) => {
      const applications = createApplicationErrandsRepository(tx);
      const locked = await applications.lock(id);
      if (locked === undefined) throw new NotFoundError(STAFF_DECISION_ERRORS.applicationNotFound);
      if (locked.status !== 'received') {
        throw new HttpError(409, 'APPLICATION_DECIDED', STAFF_DECISION_ERRORS.applicationDecided);
      }
      await applications.decide(id, { ...decision, at: clock.now(), byPersonId: staff.personId });
      const decided = await readIn(tx, id);
      await more(tx, decided);
      return decided;
    });

  const mailFacts = (application: StaffApplication) => ({
    to: application.email,
    firstName: application.firstName,
    memberNumber: application.applicant.id,
    associationName: deps.branding.associationName,
    productName: deps.branding.productName,
    publicUrl: deps.publicUrl,
  });

  app.get(
    '/staff/applications/:id',
    {
      config: STAFF,
      schema: {
        tags: ['staff'],
        summary:
          'A membership application as sent (name, contact details, property, message), its status and the ' +
          'decision; audited against the applicant',
        params: IdParams,
        response: { 200: StaffApplicationSchema, ...ERRORS },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const application = await readIn(db, request.params.id);
      await auditErrand(db, clock, request, staff, application.applicant.id);
      return application;
    },
  );

  app.post(
    '/staff/applications/:id/approve',
    {
      config: STAFF,
      schema: {
        tags: ['staff'],
        summary:
          'Approves a received application: the applicant is a member from today (their next login gives ' +
          'the Member role) and is mailed a welcome with their member number. Decided already: 409. Audited',
        params: IdParams,
        response: { 200: StaffApplicationSchema, ...ERRORS, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return decide(
        staff,
        request.params.id,
        { status: 'approved', reason: null },
        async (tx, application) => {
          if (!(await admitAsMember(tx, application.applicant.id, swedishDay(clock.now())))) {
            throw new Error('The applicant of an application is missing');
          }
          await queueMail(tx, applicationMail.approved(mailFacts(application)));
          await auditErrand(tx, clock, request, staff, application.applicant.id);
        },
      );
    },
  );

  app.post(
    '/staff/applications/:id/refuse',
    {
      config: STAFF,
      schema: {
        tags: ['staff'],
        summary:
          'Refuses a received application with a reason (required, at most 1 000 characters), mailed to the ' +
          'applicant; they may apply again. Decided already: 409. Audited',
        params: IdParams,
        body: RefusalRequestSchema,
        response: { 200: StaffApplicationSchema, ...ERRORS, 400: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { reason } = request.body;
      return decide(staff, request.params.id, { status: 'rejected', reason }, async (tx, application) => {
        await queueMail(tx, applicationMail.refused({ ...mailFacts(application), reason }));
        await auditErrand(tx, clock, request, staff, application.applicant.id);
      });
    },
  );
};
