import type { Queryable } from '../database.js';
import {
  insertAdvisor,
  insertBusiness,
  insertSbo,
  type AdvisorRow,
  type BusinessRow,
} from './business-builders.js';

/** A business of `stakeholderId` in a district of its own, with an advisor and one colleague there. */
export async function insertAdvisedBusiness(
  db: Queryable,
  stakeholderId: string,
): Promise<BusinessRow & { advisor: AdvisorRow; colleague: AdvisorRow }> {
  const sbo = await insertSbo(db);
  const advisor = await insertAdvisor(db, sbo);
  const colleague = await insertAdvisor(db, sbo);
  const business = await insertBusiness(db, { id: stakeholderId }, sbo, advisor);
  return { ...business, advisor, colleague };
}
