import type { Queryable } from '../database.js';
import { insertPerson, insertPersonStakeholder } from './builders.js';
import { insertBusiness, insertEstate } from './business-builders.js';
import { DEMO_BUSINESS } from './demo-business.js';
import { DEMO_NEIGHBOUR_ESTATE, demoEstatePlan } from './demo-estates.js';
import { insertStand, setEstateBoundary } from './stand-builders.js';

/**
 * A neighbour of Karin's (not a login persona): a member whose estate lies about a kilometre west of
 * Uppsala Ekeby 2:7, so that a bark-beetle find confirmed there warns him and the warning can be seen.
 */
export const DEMO_NEIGHBOUR = {
  stakeholderId: '100733',
  businessId: DEMO_NEIGHBOUR_ESTATE.businessId,
  estate: DEMO_NEIGHBOUR_ESTATE.spec,
  areas: { totalAreaHa: 38.6, productiveAreaHa: 35.2 },
} as const;

export async function seedDemoNeighbour(tx: Queryable): Promise<void> {
  const known = await tx.query('SELECT 1 FROM stakeholder WHERE id = $1', [DEMO_NEIGHBOUR.stakeholderId]);
  if (known.length === 0) {
    const nils = await insertPerson(tx, { givenName: 'Nils', surname: 'Granqvist' });
    const member = await insertPersonStakeholder(tx, nils, {
      id: DEMO_NEIGHBOUR.stakeholderId,
      memberSince: '2004-05-01',
    });
    const business = await insertBusiness(tx, member, { id: DEMO_BUSINESS.sbo.uppland }, null, {
      id: DEMO_NEIGHBOUR.businessId,
      name: 'Granqvists skog',
    });
    const estate = await insertEstate(tx, business, {
      designation: DEMO_NEIGHBOUR.estate.designation,
      ...DEMO_NEIGHBOUR.areas,
    });
    const plan = demoEstatePlan(DEMO_NEIGHBOUR.estate, DEMO_NEIGHBOUR.areas);
    await setEstateBoundary(tx, estate.id, plan.boundary);
    for (const stand of plan.stands) await insertStand(tx, estate, stand);
  }
  // He wants the warnings, said out loud: this row also marks the step done.
  await tx.query(
    `INSERT INTO neighbour_warning_setting (stakeholder_id, enabled) VALUES ($1, true) ON CONFLICT DO NOTHING`,
    [DEMO_NEIGHBOUR.stakeholderId],
  );
}
