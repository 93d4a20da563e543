import { beforeEach, describe, expect, it } from 'vitest';
import type { AllEstates, StandList } from '#contracts/estates';
import type { EstateRow } from '../../db/seed/business-builders.js';
import { useEstatesWorld } from '../../testing/estates-world.js';
import type { TestApp } from '../../testing/test-app.js';
import { rollPlansForward } from './plan-roll.service.js';

describe('estates and their forest plans, rolled forward', () => {
  const { world, clock, getAll, getStands, signInRepresentative } = useEstatesWorld();
  let test: TestApp;
  let ekeby: EstateRow;
  let theirs: EstateRow;
  // After the world's own: the names the tests read, for this test.
  beforeEach(() => {
    ({ test, ekeby, theirs } = world);
  });

  describe('a plan rolled forward', () => {
    const rollEkeby = async (inventoriedOn = '2019-06-12') => {
      await test.db.query('UPDATE estate SET plan_inventoried_on = $2 WHERE id = $1', [
        ekeby.id,
        inventoriedOn,
      ]);
      await rollPlansForward({ db: test.db, clock, notify: async () => undefined, pauseMs: 0 });
    };

    it('gives the plan’s inventory date and the day it is rolled to, with its summary as rolled', async () => {
      await rollEkeby();
      const [estate, other] = (await getAll()).json<AllEstates>().estates;
      expect(estate).toMatchObject({
        inventoryDate: '2019-06-12',
        rolledForwardTo: '2026-09-01',
        stands: { standCount: 3, volumeTotal: 1_228 },
      });
      const stands = (await getStands(ekeby.id)).json<StandList>().stands;
      expect(estate?.rolledForwardStands).toMatchObject({
        standCount: 3,
        volumeTotal: stands.reduce((sum, stand) => sum + (stand.rolledForward?.volumeTotal ?? 0), 0),
      });
      expect(other).toMatchObject({ inventoryDate: null, rolledForwardTo: null, rolledForwardStands: null });
    });

    it('gives each stand its rolled figures beside those as inventoried', async () => {
      await rollEkeby();
      const [first] = (await getStands(ekeby.id)).json<StandList>().stands;
      // G30, G1, 42 years and 160 m³sk/ha in 2019; the plan proposes gallring in 2028.
      expect(first).toMatchObject({
        age: 42,
        cuttingClass: 'G1',
        volumePerHa: 160,
        volumeTotal: 160,
        growthPerHa: 9.5,
        proposedAction: 'Gallring',
        proposedYear: 2028,
        rolledForward: {
          year: 2026,
          age: 49,
          dominantHeight: 18.8,
          meanHeight: 16.9,
          volumePerHa: 223,
          volumeTotal: 223,
          growthPerHa: 8.3,
          cuttingClass: 'G1',
          // 17.3 m tall already in 2019: the forester saw it and planned gallring for 2028, which holds.
          nextAction: 'Gallring',
          nextActionYear: 2028,
          lastWork: null,
        },
        ordered: [],
      });
    });

    it('shows a new inventory as inventoried until it is rolled again', async () => {
      await rollEkeby();
      await test.db.query(`UPDATE estate SET plan_inventoried_on = '2026-10-01' WHERE id = $1`, [ekeby.id]);
      const [estate] = (await getAll()).json<AllEstates>().estates;
      expect(estate).toMatchObject({
        inventoryDate: '2026-10-01',
        rolledForwardTo: null,
        rolledForwardStands: null,
      });
      const stands = (await getStands(ekeby.id)).json<StandList>().stands;
      expect(stands.map((stand) => stand.rolledForward)).toEqual([null, null, null]);
    });

    it('lets a representative read the rolled plan, and answers 404 for another member’s', async () => {
      await rollEkeby();
      const representative = await signInRepresentative();
      const [estate] = (await getAll(representative)).json<AllEstates>().estates;
      expect(estate?.rolledForwardTo).toBe('2026-09-01');
      const [first] = (await getStands(ekeby.id, representative)).json<StandList>().stands;
      expect(first?.rolledForward?.age).toBe(49);
      await test.db.query(`UPDATE estate SET plan_inventoried_on = '2019-06-12' WHERE id = $1`, [theirs.id]);
      await rollPlansForward({ db: test.db, clock, notify: async () => undefined, pauseMs: 0 });
      expect((await getStands(theirs.id)).statusCode).toBe(404);
      expect((await getStands(theirs.id, representative)).statusCode).toBe(404);
    });
  });
});
