import { describe, expect, it } from 'vitest';
import {
  insertAdvisor,
  insertBusiness,
  insertCoOwner,
  insertEstate,
  insertMemberStake,
  insertSbo,
} from '../../db/seed/business-builders.js';
import {
  insertPerson,
  insertPersonStakeholder,
  insertStaff,
  type StakeholderRelation,
  type StakeholderRow,
} from '../../db/seed/builders.js';
import { insertForestBusiness } from '../../db/seed/profile-builders.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

describe('businesses, co-owners and member capital', () => {
  const clock = testClock(new Date('2026-11-23T09:00:00Z'));
  const test = portalForTests({ clock });

  async function signedIn(
    relation: StakeholderRelation = 'member',
  ): Promise<{ stakeholder: StakeholderRow; cookie: string }> {
    const person = await insertPerson(test.db, { givenName: 'Karin', surname: 'Lindqvist' });
    const stakeholder = await insertPersonStakeholder(test.db, person, { relation });
    const role = relation === 'member' ? 'Member' : relation === 'supplier' ? 'Supplier' : 'Potential';
    const cookie = await signIn(
      test,
      { personId: person.id, stakeholderId: stakeholder.id, roles: [role] },
      clock,
    );
    return { stakeholder, cookie };
  }

  /** Karin's business as in the demo: two estates she owns half of with her brother. */
  async function karinsBusiness(stakeholder: StakeholderRow) {
    const sbo = await insertSbo(test.db, { name: 'Norra Upplands skogsbruksområde' });
    const advisor = await insertAdvisor(test.db, sbo, { name: 'Anders Nyberg' });
    const business = await insertBusiness(test.db, stakeholder, sbo, advisor, {
      name: 'Lindqvists skog i Ekeby',
      vatRegistered: true,
    });
    const ekeby = await insertEstate(test.db, business, {
      designation: 'Uppsala Ekeby 2:7',
      municipality: 'Uppsala',
      county: 'Uppsala län',
      totalAreaHa: 64.8,
      productiveAreaHa: 58.3,
      share: [1, 2],
    });
    const viggeby = await insertEstate(test.db, business, {
      designation: 'Uppsala Viggeby 4:3',
      totalAreaHa: 38.2,
      productiveAreaHa: 33.6,
      share: [1, 3],
    });
    await insertCoOwner(test.db, business, { name: 'Gunnar Lindqvist', share: [1, 2] });
    await insertCoOwner(test.db, business, {
      name: 'Karin Lindqvist',
      stakeholderId: stakeholder.id,
      share: [1, 2],
      isRepresentative: true,
    });
    return { sbo, advisor, business, ekeby, viggeby };
  }

  const get = (url: string, cookie: string) => test.app.inject({ method: 'GET', url, headers: { cookie } });

  describe('Ir/GetBusinessData', () => {
    it("lists the member's businesses with district, advisor and summed areas", async () => {
      const { stakeholder, cookie } = await signedIn();
      const { business, advisor } = await karinsBusiness(stakeholder);
      const response = await get('/api/Ir/GetBusinessData', cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          id: business.id,
          name: 'Lindqvists skog i Ekeby',
          districtName: 'Norra Upplands skogsbruksområde',
          advisor: { id: advisor.id, name: 'Anders Nyberg' },
          vatRegistered: true,
          estateCount: 2,
          totalAreaHa: 103,
          productiveAreaHa: 91.9,
        },
      ]);
    });

    it('shows a business without an advisor or estates with zero area', async () => {
      const { stakeholder, cookie } = await signedIn();
      const business = await insertBusiness(test.db, stakeholder, await insertSbo(test.db), null);
      expect((await get('/api/Ir/GetBusinessData', cookie)).json()).toEqual([
        expect.objectContaining({ id: business.id, advisor: null, estateCount: 0, totalAreaHa: 0 }),
      ]);
    });

    it('answers 204 when the member has no business, and never lists another member’s', async () => {
      const { cookie } = await signedIn();
      const other = await signedIn();
      await insertForestBusiness(test.db, other.stakeholder.id);
      const response = await get('/api/Ir/GetBusinessData', cookie);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    });
  });

  describe('Ir/GetBusiness/{id}', () => {
    it('gives one business with its estates and the ownership share as fraction and percent', async () => {
      const { stakeholder, cookie } = await signedIn();
      const { business, ekeby, viggeby } = await karinsBusiness(stakeholder);
      const response = await get(`/api/Ir/GetBusiness/${business.id}`, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: business.id,
        estateCount: 2,
        estates: [
          {
            id: ekeby.id,
            designation: 'Uppsala Ekeby 2:7',
            municipality: 'Uppsala',
            county: 'Uppsala län',
            totalAreaHa: 64.8,
            productiveAreaHa: 58.3,
            share: { numerator: 1, denominator: 2, percent: 50 },
          },
          {
            id: viggeby.id,
            designation: 'Uppsala Viggeby 4:3',
            share: { numerator: 1, denominator: 3, percent: 33.3 },
          },
        ],
      });
    });

    it("answers 404 for another member's business, without a word of it", async () => {
      const { cookie } = await signedIn();
      const other = await signedIn();
      const theirs = await insertForestBusiness(test.db, other.stakeholder.id, { name: 'Grannens skog' });
      const response = await get(`/api/Ir/GetBusiness/${theirs.id}`, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'Verksamheten finns inte bland dina verksamheter.',
      });
      expect(response.body).not.toContain('Grannens skog');
    });

    it('answers 404 for a business number that does not exist, and 400 for one that is not a number', async () => {
      const { cookie } = await signedIn();
      expect((await get('/api/Ir/GetBusiness/9999999', cookie)).statusCode).toBe(404);
      const malformed = await get('/api/Ir/GetBusiness/abc', cookie);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({
        fieldErrors: { id: ['Verksamhetsnumret består av sju siffror.'] },
      });
    });
  });

  describe('Ir/GetCoRegistry', () => {
    it('lists the co-owners per business, largest share first, with the ställföreträdare and you marked', async () => {
      const { stakeholder, cookie } = await signedIn();
      const { business } = await karinsBusiness(stakeholder);
      const response = await get('/api/Ir/GetCoRegistry', cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          businessId: business.id,
          businessName: 'Lindqvists skog i Ekeby',
          coOwners: [
            {
              id: expect.any(String) as string,
              name: 'Gunnar Lindqvist',
              share: { numerator: 1, denominator: 2, percent: 50 },
              isRepresentative: false,
              isYou: false,
            },
            {
              id: expect.any(String) as string,
              name: 'Karin Lindqvist',
              share: { numerator: 1, denominator: 2, percent: 50 },
              isRepresentative: true,
              isYou: true,
            },
          ],
        },
      ]);
    });

    it('never gives a co-owner’s personal number or member number', async () => {
      const { stakeholder, cookie } = await signedIn();
      const { business } = await karinsBusiness(stakeholder);
      const brother = await insertPerson(test.db, { givenName: 'Gunnar', surname: 'Lindqvist' });
      const brothers = await insertPersonStakeholder(test.db, brother);
      await insertCoOwner(test.db, business, {
        name: 'Gunnar Lindqvist',
        stakeholderId: brothers.id,
        share: [1, 4],
      });
      const { body } = await get('/api/Ir/GetCoRegistry', cookie);
      expect(body).not.toContain(brother.personalNumber);
      expect(body).not.toContain(brothers.id);
    });

    it('answers 204 when the member has no business', async () => {
      const { cookie } = await signedIn();
      expect((await get('/api/Ir/GetCoRegistry', cookie)).statusCode).toBe(204);
    });
  });

  describe('Ir/GetEconomyStakesData', () => {
    it('gives the member capital in whole öre, what remains of the obligation and the insatsavdrag', async () => {
      const { stakeholder, cookie } = await signedIn();
      await insertMemberStake(test.db, stakeholder, {
        paidInOre: 2_214_300,
        obligationOre: 2_847_000,
        emittedOre: 312_000,
        deductionRatePercent: 2,
      });
      const response = await get('/api/Ir/GetEconomyStakesData', cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        paidInOre: 2_214_300,
        obligationOre: 2_847_000,
        emittedOre: 312_000,
        remainingOre: 632_700,
        deductionRatePercent: 2,
      });
    });

    it('shows nothing left to pay once more than the obligation is paid in', async () => {
      const { stakeholder, cookie } = await signedIn();
      await insertMemberStake(test.db, stakeholder, { paidInOre: 3_500_000, obligationOre: 3_342_000 });
      expect((await get('/api/Ir/GetEconomyStakesData', cookie)).json()).toMatchObject({ remainingOre: 0 });
    });

    it('carries amounts beyond 32 bits exactly', async () => {
      const { stakeholder, cookie } = await signedIn();
      await insertMemberStake(test.db, stakeholder, {
        paidInOre: 9_007_199_254_740,
        obligationOre: 9_007_199_254_740,
      });
      expect((await get('/api/Ir/GetEconomyStakesData', cookie)).json()).toMatchObject({
        paidInOre: 9_007_199_254_740,
      });
    });

    it.each<StakeholderRelation>(['supplier', 'potential'])(
      'answers 204 to a %s, who is not a member',
      async (relation) => {
        const { stakeholder, cookie } = await signedIn(relation);
        // Even a stale stake row is not shown to someone who is not a member.
        await insertMemberStake(test.db, stakeholder);
        const response = await get('/api/Ir/GetEconomyStakesData', cookie);
        expect(response.statusCode).toBe(204);
      },
    );

    it('answers 204 to a member with no capital registered yet', async () => {
      const { cookie } = await signedIn();
      expect((await get('/api/Ir/GetEconomyStakesData', cookie)).statusCode).toBe(204);
    });
  });

  it("audits a staff viewer's reads of the businesses, co-owners and capital", async () => {
    const { stakeholder } = await signedIn();
    const { business } = await karinsBusiness(stakeholder);
    await insertMemberStake(test.db, stakeholder);
    const johan = await insertPerson(test.db, { givenName: 'Johan', surname: 'Ek' });
    await insertStaff(test.db, johan);
    const cookie = await signIn(
      test,
      { personId: johan.id, stakeholderId: stakeholder.id, roles: ['Viewer'] },
      clock,
    );
    for (const url of [
      '/api/Ir/GetBusinessData',
      `/api/Ir/GetBusiness/${business.id}`,
      '/api/Ir/GetCoRegistry',
      '/api/Ir/GetEconomyStakesData',
    ]) {
      expect((await get(url, cookie)).statusCode).toBe(200);
    }
    expect(
      await test.db.query('SELECT route FROM audit_event WHERE actor_person_id = $1 ORDER BY id', [johan.id]),
    ).toEqual([
      { route: '/api/Ir/GetBusinessData' },
      { route: '/api/Ir/GetBusiness/:id' },
      { route: '/api/Ir/GetCoRegistry' },
      { route: '/api/Ir/GetEconomyStakesData' },
    ]);
  });
});
