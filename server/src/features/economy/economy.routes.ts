import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import {
  EconomySummarySchema,
  PaymentPlanSchema,
  PlanChangeRequestSchema,
  PlanChangeSchema,
  WithdrawalRequestSchema,
  WithdrawalSchema,
  WithdrawalsSchema,
  type PlanChange,
  type PlanChangeRequest,
  type Withdrawal,
  type WithdrawalRequest,
} from '#contracts/economy';
import { FOREST_OWNER } from '#contracts/roles';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { actorOf } from '../../plugins/actor.js';
import { signedWrite } from '../../signing/signed-writes.js';
import { createEconomyService } from './economy.service.js';
import { auditTexts, economyErrors, signedLines, signedTitles } from './economy.texts.js';
import { createPaymentPlanService } from './payment-plan.service.js';
import { createWithdrawalsService } from './withdrawals.service.js';

/**
 * Forest owners see their money and act on it; a representative (DelegatedRight) and viewing staff only
 * look (the access plugin answers 403 on every change); an Editor acts for the member and is recorded.
 */
const ACCESS = {
  access: FOREST_OWNER,
} as const;

const IdParams = z.object({ id: z.string() });
const ERRORS = { 403: ApiErrorSchema, 404: ApiErrorSchema } as const;
const RULE_ERRORS = { 400: ApiErrorSchema, 409: ApiErrorSchema, 422: ApiErrorSchema, ...ERRORS } as const;

/** The economy summary, the payment plan and its change requests, and withdrawals. */
export const economyRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  const economy = createEconomyService({ db, clock });
  const plans = createPaymentPlanService({ db, clock });
  const withdrawals = createWithdrawalsService({ db, clock });
  const planChangeSigning = signedWrite({
    kind: 'plan-change',
    title: signedTitles.planChange,
    noStakeholder: economyErrors.noStakeholder,
    prepare: (actor, body: PlanChangeRequest) => plans.prepare(actor, body),
    lines: signedLines.planChange,
    subjectOf: (change: PlanChange) => change.id,
  });
  const withdrawalSigning = signedWrite({
    kind: 'withdrawal',
    title: signedTitles.withdrawal,
    noStakeholder: economyErrors.noStakeholder,
    prepare: (actor, body: WithdrawalRequest) => withdrawals.prepare(actor, body),
    lines: signedLines.withdrawal,
    subjectOf: (withdrawal: Withdrawal) => withdrawal.id,
  });

  app.get(
    '/economy/summary',
    {
      config: ACCESS,
      schema: {
        tags: ['economy'],
        summary:
          'Balances, member capital, income this year and last, next payouts, interest so far this year and ' +
          'payouts per year; 204 when the stakeholder has no accounts',
        response: { 200: EconomySummarySchema, 204: z.null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      const summary = await economy.summary(actorOf(request, economyErrors.noStakeholder).stakeholderId);
      return summary === undefined ? reply.code(204).send(null) : summary;
    },
  );

  app.get(
    '/payment-plan',
    {
      config: ACCESS,
      schema: {
        tags: ['economy'],
        summary:
          'The payment plan: balance, rate, planned payouts with the interest expected until each, paid payouts ' +
          'and the change requests; 204 without a plan',
        response: { 200: PaymentPlanSchema, 204: z.null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      const plan = await economy.paymentPlan(actorOf(request, economyErrors.noStakeholder).stakeholderId);
      return plan === undefined ? reply.code(204).send(null) : plan;
    },
  );

  app.post(
    '/payment-plan/changes',
    {
      config: {
        ...ACCESS,
        idempotent: true,
        signed: planChangeSigning,
      },
      schema: {
        tags: ['economy'],
        summary:
          'Asks to move a planned payout or split it in two (needs an Idempotency-Key and a BankID signature, docs/signing.md); stored as received for ' +
          'the advisor. Broken rules: 422 with fieldErrors; a request already waiting for the payout: 409',
        body: PlanChangeRequestSchema,
        response: { 201: PlanChangeSchema, ...RULE_ERRORS },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request, economyErrors.noStakeholder);
      reply.code(201);
      return plans.commit(actor, planChangeSigning.effectOf(request));
    },
  );

  app.post(
    '/payment-plan/changes/:id/cancel',
    {
      config: ACCESS,
      schema: {
        tags: ['economy'],
        summary: 'Cancels a change request the advisor has not decided on; another member’s: 404',
        params: IdParams,
        response: { 200: PlanChangeSchema, ...RULE_ERRORS },
      },
    },
    async (request) => plans.cancelChange(actorOf(request, economyErrors.noStakeholder), request.params.id),
  );

  app.get(
    '/withdrawals',
    {
      config: ACCESS,
      schema: {
        tags: ['economy'],
        summary:
          'The merkonto’s available balance and registered bank account, the days a withdrawal may be paid, ' +
          'and the latest withdrawals; 204 without a merkonto',
        response: { 200: WithdrawalsSchema, 204: z.null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      const list = await withdrawals.read(actorOf(request, economyErrors.noStakeholder).stakeholderId);
      return list === undefined ? reply.code(204).send(null) : list;
    },
  );

  app.post(
    '/withdrawals',
    {
      config: {
        ...ACCESS,
        idempotent: true,
        signed: withdrawalSigning,
      },
      schema: {
        tags: ['economy'],
        summary:
          'Withdraws from the merkonto to the registered bank account (signed with BankID, docs/signing.md; needs an Idempotency-Key: the same key ' +
          'gives the same answer and no second payment). Booked at once, pending until its pay day. Broken ' +
          'rules (amount, balance, banking day, window): 422 with fieldErrors',
        body: WithdrawalRequestSchema,
        response: { 201: WithdrawalSchema, ...RULE_ERRORS },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request, economyErrors.noStakeholder);
      reply.code(201);
      const withdrawal = await withdrawals.commit(actor, withdrawalSigning.effectOf(request));
      request.auditObject = auditTexts.withdrawal(withdrawal);
      return withdrawal;
    },
  );

  app.post(
    '/withdrawals/:id/cancel',
    {
      config: ACCESS,
      schema: {
        tags: ['economy'],
        summary:
          'Cancels a pending withdrawal before its pay day; the money is booked back. Another member’s: 404',
        params: IdParams,
        response: { 200: WithdrawalSchema, ...RULE_ERRORS },
      },
    },
    async (request) => {
      const withdrawal = await withdrawals.cancel(
        actorOf(request, economyErrors.noStakeholder),
        request.params.id,
      );
      request.auditObject = auditTexts.withdrawalCancelled(withdrawal);
      return withdrawal;
    },
  );
};
