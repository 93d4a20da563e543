import type { Queryable } from '../database.js';
import {
  insertAdvisor,
  insertBusiness,
  insertEstate,
  insertSbo,
  type BusinessRow,
  type EstateRow,
} from './business-builders.js';

/**
 * A forest business of `stakeholderId` as the profile shows it: in a district of its own, with an advisor
 * and `estates` estates (one unless told).
 */
export async function insertForestBusiness(
  db: Queryable,
  stakeholderId: string,
  { estates = 1, name }: { estates?: number; name?: string } = {},
): Promise<BusinessRow & { estates: EstateRow[] }> {
  const sbo = await insertSbo(db);
  const advisor = await insertAdvisor(db, sbo);
  const business = await insertBusiness(db, { id: stakeholderId }, sbo, advisor, { name });
  const inserted: EstateRow[] = [];
  for (let i = 0; i < estates; i++) inserted.push(await insertEstate(db, business));
  return { ...business, estates: inserted };
}
