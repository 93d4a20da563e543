import type { Database } from '../database.js';
import {
  insertCompany,
  insertDelegatedRight,
  insertPerson,
  insertPersonStakeholder,
  insertStaff,
} from './builders.js';
import { PERSONA_COMPANY, PERSONAS } from './personas.js';

/**
 * Fills an empty database with the demo personas (DESIGN 7), in one transaction. A database that already
 * has people is left alone, so a restart never duplicates or overwrites anything.
 */
export async function seedDemo(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    if ((await tx.query('SELECT 1 FROM person LIMIT 1')).length > 0) return false;
    const person = (key: keyof typeof PERSONAS) => {
      const { personalNumber, givenName, surname } = PERSONAS[key];
      return insertPerson(tx, { personalNumber, givenName, surname });
    };

    const karin = await person('member');
    const karinsMembership = await insertPersonStakeholder(tx, karin, {
      id: PERSONAS.member.stakeholderId,
      memberSince: '1998-04-01',
    });
    await insertCompany(tx, {
      id: PERSONA_COMPANY.stakeholderId,
      name: PERSONA_COMPANY.name,
      organisationNumber: PERSONA_COMPANY.organisationNumber,
      representatives: [karin],
    });

    const erik = await person('potential');
    await insertPersonStakeholder(tx, erik, { id: PERSONAS.potential.stakeholderId, relation: 'potential' });

    const sven = await person('supplier');
    await insertPersonStakeholder(tx, sven, { id: PERSONAS.supplier.stakeholderId, relation: 'supplier' });

    const maria = await person('delegate');
    await insertPersonStakeholder(tx, maria, {
      id: PERSONAS.delegate.stakeholderId,
      memberSince: '2019-09-01',
    });
    await insertDelegatedRight(tx, karinsMembership, maria);

    await insertStaff(tx, await person('viewer'), { title: 'Kundtjänst' });
    await insertStaff(tx, await person('editor'), { title: 'Skogsinspektor', mayEdit: true });
    // The stranger is known to BankID only: the association keeps nothing about them.
    return true;
  });
}
