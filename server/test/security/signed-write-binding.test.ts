import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentPlan, Withdrawals } from '#contracts/economy';
import { PERSONAS } from '../../src/db/seed/personas.js';
import { signIn } from '../../src/testing/sign-in.js';
import { bankIdSigning } from '../../src/testing/signed-write.js';
import { testClock } from '../../src/testing/test-clock.js';
import { openApiDocument, parametersIn } from './openapi-operations.js';
import type { SignedWriteCase, World } from './signed-write-world.js';
import {
  KARIN,
  STALE,
  count,
  inject,
  json,
  karins,
  memberRenamed,
  post,
  setting,
} from './signed-write-world.js';
import { demoPortal, personIdOf } from './persona-sessions.js';
import { finalPrice, order } from './signed-write-order-cases.js';

/**
 * What a signature binds is what the write carries out (docs/signing.md). For every signed write, found
 * in the API description by its Signing-Id header, each thing the write reads is changed between the 202
 * and the signed send, as another tab, an Editor or the association's own systems might: the send is
 * refused and nothing is carried out. Unchanged, the same send is carried out.
 */

// Monday 7 December 2026, 10.00 in Sweden: before the withdrawals' cut-off.
const clock = testClock(new Date('2026-12-07T09:00:00Z'));
const MERKONTO = "stakeholder_id = $1 AND kind = 'merkonto'";

const withdrawal: SignedWriteCase = {
  async request(world) {
    // A week ahead, so a withdrawal made meanwhile can be cancelled again.
    return post(world.cookie, '/api/withdrawals', { amountOre: 10_000, payOn: '2026-12-14' });
  },
  made: (world) =>
    count(world, 'SELECT count(*)::int AS n FROM withdrawal WHERE stakeholder_id = $1', [KARIN]),
  changes: {
    'the registered bank account': {
      refused: STALE,
      make: setting('account', 'payout_bank_account', MERKONTO, '8327-9, 999 888 777-6', karins),
    },
    'the bank': {
      refused: STALE,
      make: setting('account', 'payout_bank_name', MERKONTO, 'Nordea', karins),
    },
    'the balance, spent in another tab': {
      refused: { status: 422, code: 'RULES_BROKEN' },
      async make(world, request) {
        const { account } = await json<Withdrawals>(world, '/api/withdrawals');
        const spent = (request.payload as { amountOre: number }).amountOre;
        const other = await world.signing.signed(
          post(world.cookie, '/api/withdrawals', {
            ...(request.payload as object),
            amountOre: account.availableOre - spent + 100,
          }),
        );
        expect(other.statusCode).toBe(201);
        const { id } = other.json<{ id: string }>();
        return async () => {
          const cancelled = await inject(
            world,
            post(world.cookie, `/api/withdrawals/${id}/cancel`, {}, false),
          );
          expect(cancelled.statusCode).toBe(200);
        };
      },
    },
    'whom it is for': memberRenamed,
  },
};

const PLAN_PAYOUT = `SELECT p.id FROM planned_payout p JOIN account a ON a.id = p.account_id
  WHERE a.stakeholder_id = $1 AND p.status = 'planned' ORDER BY p.due_on DESC LIMIT 1`;
const lastPayout = `id = (${PLAN_PAYOUT})`;

const planChange: SignedWriteCase = {
  async request(world) {
    const plan = await json<PaymentPlan>(world, '/api/payment-plan');
    const payout = plan.planned.at(-1);
    if (payout === undefined) throw new Error('Karin’s plan has no planned payout');
    return post(world.cookie, '/api/payment-plan/changes', {
      payoutId: payout.id,
      kind: 'move',
      requested: [{ dueOn: '2028-03-01', amountOre: payout.amountOre }],
      message: 'Flytta den till *våren*, tack.',
    });
  },
  made: (world) =>
    count(world, 'SELECT count(*)::int AS n FROM payment_plan_change WHERE stakeholder_id = $1', [KARIN]),
  changes: {
    'the payout’s amount': {
      // The move keeps the payout's amount as asked, which is now another: a broken rule.
      refused: { status: 422, code: 'RULES_BROKEN' },
      make: setting('planned_payout', 'amount_ore', lastPayout, 100_000, karins),
    },
    'the payout’s day': {
      refused: STALE,
      make: setting('planned_payout', 'due_on', lastPayout, '2028-01-28', karins),
    },
    'the payout, paid meanwhile': {
      refused: { status: 422, code: 'PAYOUT_PAID' },
      async make(world) {
        const [payout] = await world.test.db.query<{ id: string }>(PLAN_PAYOUT, [KARIN]);
        // A paid payout has its booking: the plan's latest serves, as the change is undone after the case.
        await world.test.db.query(
          `UPDATE planned_payout SET status = 'paid', paid_booking_id = (
             SELECT max(b.id) FROM booking b JOIN account a ON a.id = b.account_id
              WHERE a.stakeholder_id = $2 AND a.kind = 'betalningsplan') WHERE id = $1`,
          [payout?.id, KARIN],
        );
        return async () => {
          await world.test.db.query(
            `UPDATE planned_payout SET status = 'planned', paid_booking_id = NULL WHERE id = $1`,
            [payout?.id],
          );
        };
      },
    },
    'another request for the payout, sent in another tab': {
      refused: { status: 409, code: 'CHANGE_OPEN' },
      async make(world, request) {
        const body = request.payload as { requested: { amountOre: number }[] };
        const other = await world.signing.signed(
          post(world.cookie, '/api/payment-plan/changes', {
            ...(request.payload as object),
            requested: [{ dueOn: '2028-04-03', amountOre: body.requested[0]?.amountOre }],
          }),
        );
        expect(other.statusCode).toBe(201);
        const { id } = other.json<{ id: string }>();
        return async () => {
          const cancelled = await inject(
            world,
            post(world.cookie, `/api/payment-plan/changes/${id}/cancel`, {}, false),
          );
          expect(cancelled.statusCode).toBe(200);
        };
      },
    },
    'whom it is for': memberRenamed,
  },
};

const ERIK = PERSONAS.potential.personalNumber;

const mandate: SignedWriteCase = {
  request: async (world) =>
    post(
      world.cookie,
      '/api/Ir/CreateRight',
      { personalNumber: ERIK, estateIds: [world.estates.ekeby.id] },
      false,
    ),
  made: (world) =>
    count(world, 'SELECT count(*)::int AS n FROM delegated_right WHERE grantor_stakeholder_id = $1', [KARIN]),
  changes: {
    'the holder’s name': {
      refused: STALE,
      make: setting('person', 'surname', 'personal_number = $1', 'Persson Ek', () => [ERIK]),
    },
    'the estate’s designation': {
      refused: STALE,
      make: setting('estate', 'designation', 'id = $1', 'Uppsala Ekeby 2:8', (world) => [
        world.estates.ekeby.id,
      ]),
    },
    'the estate, sold to another owner': {
      refused: { status: 404, code: 'NOT_FOUND' },
      async make(world) {
        const [other] = await world.test.db.query<{ id: string }>(
          `SELECT b.id FROM business b WHERE b.stakeholder_id = $1 LIMIT 1`,
          [PERSONAS.delegate.stakeholderId],
        );
        return setting('estate', 'business_id', 'id = $1', other?.id, () => [world.estates.ekeby.id])(world);
      },
    },
    'a mandate for the holder, given meanwhile': {
      refused: { status: 409, code: 'CONFLICT' },
      async make(world) {
        const holder = await world.test.db.query<{ id: string }>(
          'SELECT id FROM person WHERE personal_number = $1',
          [ERIK],
        );
        const [given] = await world.test.db.query<{ id: string }>(
          `INSERT INTO delegated_right (grantor_stakeholder_id, grantee_person_id, created_at, read_only, created_by_person_id)
           VALUES ($1, $2, now(), true, $2) RETURNING id`,
          [KARIN, holder[0]?.id],
        );
        return async () => {
          await world.test.db.query('DELETE FROM delegated_right WHERE id = $1', [given?.id]);
        };
      },
    },
    'whom it is for': memberRenamed,
  },
};

/** Every signed write the API describes, and what it reads. */
const SIGNED_WRITES: Record<string, SignedWriteCase> = {
  'POST /api/withdrawals': withdrawal,
  'POST /api/payment-plan/changes': planChange,
  'POST /api/Ir/CreateRight': mandate,
  'POST /api/orders': order,
  'POST /api/orders/{number}/final-price/accept': finalPrice,
};

describe('a signature binds what the write carries out', () => {
  let world: World;

  beforeAll(async () => {
    const test = await demoPortal({ clock });
    const cookie = await signIn(
      test,
      { personId: await personIdOf(test, 'member'), stakeholderId: KARIN, roles: ['Member'] },
      clock,
    );
    const estates = await test.db.query<{ designation: string; id: string; number: number; stand: string }>(
      `SELECT e.designation, e.id, s.number, s.id AS stand FROM estate e
         JOIN business b ON b.id = e.business_id JOIN stand s ON s.estate_id = e.id
        WHERE b.stakeholder_id = $1`,
      [KARIN],
    );
    const estate = (designation: string) => {
      const rows = estates.filter((row) => row.designation === designation);
      return { id: rows[0]?.id ?? '', stands: new Map(rows.map((row) => [row.number, row.stand])) };
    };
    world = {
      test,
      cookie,
      signing: bankIdSigning(test),
      estates: { ekeby: estate('Uppsala Ekeby 2:7'), viggeby: estate('Uppsala Viggeby 4:3') },
    };
  });
  afterAll(async () => {
    await world.test.close();
  });

  it('knows what every signed write reads', () => {
    const signed = Object.entries(openApiDocument(world.test.app).paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) =>
          parametersIn(operation, 'header').some((header) => header.name === 'signing-id'),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(signed.sort()).toEqual(Object.keys(SIGNED_WRITES).sort());
  });

  for (const [route, write] of Object.entries(SIGNED_WRITES)) {
    describe(route, () => {
      // Each write's cases start BankID many times: a minute apart, within the rate limit on starts.
      beforeAll(() => {
        clock.advance(61_000);
      });
      for (const [what, change] of Object.entries(write.changes)) {
        it(`refuses the signed send when ${what} changed after signing, and carries out nothing`, async () => {
          const request = await write.request(world);
          const { signingId, asked } = await world.signing.signFor(request);
          expect(asked.statusCode, asked.body).toBe(202);
          const undo = await change.make(world, request);
          const before = await write.made(world);
          try {
            const sent = await world.signing.carryOut(request, signingId);
            expect({ status: sent.statusCode, code: sent.json<{ code: string }>().code }).toEqual(
              change.refused,
            );
            expect(await write.made(world)).toBe(before);
            const [used] = await world.test.db.query<{ carried_out_at: Date | null }>(
              'SELECT carried_out_at FROM signed_write WHERE id = $1',
              [signingId],
            );
            expect(used?.carried_out_at).toBeNull();
          } finally {
            await undo();
          }
        });
      }

      it('carries out the signed send when nothing it reads changed; what a person typed is not markup', async () => {
        const request = await write.request(world);
        const before = await write.made(world);
        const { signingId, text } = await world.signing.signFor(request);
        const [heading, ...lines] = text.split('\n');
        expect(heading).toMatch(/^# /);
        expect(lines[0]).toBe(`För: Karin Lindqvist, medlemsnummer ${KARIN}`);
        for (const line of lines) expect(line.replace(/\\[\\*|#+-]/g, '')).not.toMatch(/^[#+-]|[*|]/);
        const sent = await world.signing.carryOut(request, signingId);
        expect(sent.statusCode).toBe(201);
        expect(await write.made(world)).toBe(before + 1);
      });
    });
  }
});
