import { beforeEach, describe, expect, it } from 'vitest';
import type { AllEstates, StandList } from '#contracts/estates';
import { insertPerson, insertPersonStakeholder, type StakeholderRow } from '../../db/seed/builders.js';
import type { EstateRow } from '../../db/seed/business-builders.js';
import { insertMandate } from '../../db/seed/mandates-builders.js';
import { squareAt } from '../../db/seed/stand-builders.js';
import { BOUNDARY, useEstatesWorld } from '../../testing/estates-world.js';
import { signIn } from '../../testing/sign-in.js';
import type { TestApp } from '../../testing/test-app.js';

describe('estates and their forest plans', () => {
  const { world, clock, getAll, getStands, designations, signInRepresentative, signInStaff } =
    useEstatesWorld();
  let test: TestApp;
  let member: StakeholderRow;
  let ekeby: EstateRow;
  let viggeby: EstateRow;
  let theirs: EstateRow;
  // After the world's own: the names the tests read, for this test.
  beforeEach(() => {
    ({ test, member, ekeby, viggeby, theirs } = world);
  });

  describe('GET /api/Ir/GetAllEstates', () => {
    it('lists the member’s estates with share, co-owners, boundary and a summary of the plan', async () => {
      const response = await getAll();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        estates: [
          {
            id: ekeby.id,
            businessId: ekeby.businessId,
            designation: 'Uppsala Ekeby 2:7',
            municipality: 'Uppsala',
            county: 'Uppsala län',
            totalAreaHa: 64.8,
            productiveAreaHa: 58.3,
            shareNumerator: 1,
            shareDenominator: 2,
            coOwners: [{ name: 'Gunnar Lindqvist', shareNumerator: 1, shareDenominator: 2 }],
            boundary: BOUNDARY,
            stands: {
              standCount: 3,
              // 4 + 1 + 2.25 ha; the rows below add up to it (2.25 rounds up so that they do).
              areaHa: 7.3,
              // 4 ha × 250 + 1 ha × 160 + 2.25 ha × 30 (67.5, shown as 68)
              volumeTotal: 1_228,
              byCuttingClass: [
                { cuttingClass: 'R2', areaHa: 2.3, volume: 68 },
                { cuttingClass: 'G1', areaHa: 1, volume: 160 },
                { cuttingClass: 'S2', areaHa: 4, volume: 1_000 },
              ],
              byAgeClass: [
                { ageClass: '0–20', areaHa: 2.3 },
                { ageClass: '21–40', areaHa: 0 },
                { ageClass: '41–60', areaHa: 1 },
                { ageClass: '61–80', areaHa: 0 },
                { ageClass: '81–100', areaHa: 4 },
                { ageClass: '101–120', areaHa: 0 },
                { ageClass: '121+', areaHa: 0 },
              ],
            },
            inventoryDate: null,
            rolledForwardTo: null,
            rolledForwardStands: null,
          },
          expect.objectContaining({
            id: viggeby.id,
            designation: 'Uppsala Viggeby 4:3',
            boundary: null,
            stands: null,
          }),
        ],
      });
    });

    it('sums to the same volume as the stand list shows', async () => {
      const all = (await getAll()).json<AllEstates>();
      const list = (await getStands(ekeby.id)).json<StandList>();
      expect(all.estates[0]?.stands?.volumeTotal).toBe(
        list.stands.reduce((sum, s) => sum + s.volumeTotal, 0),
      );
    });

    it('answers 204 (no data) when the member has no estates', async () => {
      const person = await insertPerson(test.db);
      const nobody = await insertPersonStakeholder(test.db, person);
      const response = await getAll({
        cookie: await signIn(
          test,
          { personId: person.id, stakeholderId: nobody.id, roles: ['Member'] },
          clock,
        ),
      });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    });

    it('answers 401 to someone not logged in', async () => {
      expect((await getAll({})).statusCode).toBe(401);
    });
  });

  describe('GET /api/estates/:estateId/stands', () => {
    it('lists the stands in number order with everything the plan says about each', async () => {
      const response = await getStands(ekeby.id);
      expect(response.statusCode).toBe(200);
      const { stands } = response.json<StandList>();
      expect(stands.map((stand) => stand.number)).toEqual([1, 2, 3]);
      expect(stands[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
      expect({ ...stands[0], id: 'id' }).toEqual({
        id: 'id',
        estateId: ekeby.id,
        number: 1,
        areaHa: 1,
        impedimentHa: 0,
        age: 42,
        siteIndex: 'G30',
        cuttingClass: 'G1',
        goalClass: 'PG',
        species: { pine: 25, spruce: 65, deciduous: 10 },
        volumePerHa: 160,
        volumeTotal: 160,
        growthPerHa: 9.5,
        proposedAction: 'Gallring',
        proposedYear: 2028,
        geometry: squareAt([650_000, 6_650_000], 100),
        rolledForward: null,
        ordered: [],
        stateLine: 'G1, 42 år · Gallring 2028',
        nextActionText: 'Gallring 2028',
      });
      expect(stands[2]).toMatchObject({ areaHa: 2.3, volumeTotal: 68 });
    });

    it('answers 204 (no data) for an estate without a forest plan', async () => {
      const response = await getStands(viggeby.id);
      expect(response.statusCode).toBe(204);
    });

    it('answers 404 for another member’s estate, and for an id that is no estate', async () => {
      for (const id of [theirs.id, '4b1c1a7e-0c7e-4f55-9d3a-1f2b7c9e0a11', 'inte-ett-id']) {
        const response = await getStands(id);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Fastigheten finns inte.' });
      }
    });

    it('answers 401 to someone not logged in', async () => {
      expect((await getStands(ekeby.id, {})).statusCode).toBe(401);
    });
  });

  describe('what a representative sees', () => {
    it('shows only the estates the mandate covers, and answers 404 for the others’ stands', async () => {
      const representative = await signInRepresentative({ estates: [viggeby] });
      expect(await designations(representative)).toEqual(['Uppsala Viggeby 4:3']);
      expect((await getStands(ekeby.id, representative)).statusCode).toBe(404);
      expect((await getStands(viggeby.id, representative)).statusCode).toBe(204);
    });

    it('shows every estate under a mandate for all estates', async () => {
      const representative = await signInRepresentative();
      expect(await designations(representative)).toEqual(['Uppsala Ekeby 2:7', 'Uppsala Viggeby 4:3']);
      expect((await getStands(ekeby.id, representative)).statusCode).toBe(200);
    });

    it('sees the same estates in the overview’s summary', async () => {
      const representative = await signInRepresentative({ estates: [viggeby] });
      const response = await test.app.inject({
        method: 'GET',
        url: '/api/overview/estates-summary',
        headers: representative,
      });
      expect(response.json()).toMatchObject({ estateCount: 1, totalAreaHa: 38.2, productiveAreaHa: 33.6 });
    });

    it('does not widen the view with a revoked or expired mandate for all estates', async () => {
      const maria = await insertPerson(test.db, { givenName: 'Maria', surname: 'Lindqvist' });
      await insertMandate(test.db, member, maria, { estates: [viggeby] });
      await insertMandate(test.db, member, maria, { revokedAt: new Date('2026-11-01T10:00:00Z') });
      await insertMandate(test.db, member, maria, { validUntil: '2026-11-21' });
      const representative = {
        cookie: await signIn(
          test,
          { personId: maria.id, stakeholderId: member.id, roles: ['DelegatedRight'] },
          clock,
        ),
      };
      expect(await designations(representative)).toEqual(['Uppsala Viggeby 4:3']);
      expect((await getStands(ekeby.id, representative)).statusCode).toBe(404);
    });
  });

  describe('staff', () => {
    it('audits a viewing staff member’s reads, and not the member’s own', async () => {
      await getAll();
      await getStands(ekeby.id);
      const viewer = await signInStaff('Viewer');
      expect((await getAll(viewer)).statusCode).toBe(200);
      expect((await getStands(ekeby.id, viewer)).statusCode).toBe(200);
      const audit = await test.db.query<{ subject_stakeholder_id: string; route: string }>(
        'SELECT subject_stakeholder_id, route FROM audit_event',
      );
      expect(audit.map((row) => row.route).sort()).toEqual([
        '/api/Ir/GetAllEstates',
        '/api/estates/:estateId/stands',
      ]);
      expect(audit.every((row) => row.subject_stakeholder_id === member.id)).toBe(true);
    });
  });
});
