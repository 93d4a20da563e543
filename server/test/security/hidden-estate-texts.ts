import { serviceForStandPath } from '#contracts/service-links';
import { insertPerson } from '../../src/db/seed/builders.js';
import { insertContract, insertSettlement } from '../../src/db/seed/contract-builders.js';
import { insertNotification } from '../../src/db/seed/notifications-builders.js';
import { accountOfKind } from '../../src/ledger/accounts.js';
import { bankIdSigning } from '../../src/testing/signed-write.js';
import { signIn } from '../../src/testing/sign-in.js';
import type { TestApp } from '../../src/testing/test-app.js';
import type { ObjectOwner } from './path-parameter-routes.js';

interface Estate {
  readonly id: string;
  readonly designation: string;
}

/**
 * A text of every kind the member's reads carry, about the estate a representative's mandate leaves out, or
 * about whom else the member trusts, each as its writer stores it:
 * - the plan roll's notice that a stand of the estate has reached thinning age, linking to that stand;
 * - a likvid booked from a settlement of a contract on the estate, its text naming the estate;
 * - the notice the member gets when they give someone else a mandate (a real signed `Ir/CreateRight`);
 * - a notice about who has read the member's data (a security notice, as an access-log notice would be).
 * Returns what no answer to the representative may hold besides the estate's designation, id and stands: the
 * contract's and settlement's numbers and the names of the other holder and of the reader.
 */
export async function writeTextsAboutHiddenEstate(
  test: TestApp,
  owner: ObjectOwner,
  hidden: Estate,
): Promise<string[]> {
  const { db } = test;
  const [stand] = await db.query<{ id: string; number: number }>(
    'SELECT id, number FROM stand WHERE estate_id = $1 ORDER BY number LIMIT 1',
    [hidden.id],
  );
  if (stand === undefined) throw new Error(`${hidden.designation} has no stands`);
  await insertNotification(db, owner.stakeholderId, {
    category: 'forest',
    title: `Avdelning ${String(stand.number)} på ${hidden.designation} har nått gallringsålder`,
    text: 'Enligt den framskrivna skogsbruksplanen är det dags att gallra.',
    link: serviceForStandPath('gallring', hidden.id, stand.id),
    estateIds: [hidden.id],
    createdAt: new Date(),
  });

  const merkonto = await accountOfKind(db, owner.stakeholderId, 'merkonto');
  if (merkonto === undefined) throw new Error('the member has no merkonto');
  const [latest] = await db.query<{ day: string }>(
    `SELECT to_char(max(booked_on), 'YYYY-MM-DD') AS day FROM booking WHERE account_id = $1`,
    [merkonto.id],
  );
  const contract = await insertContract(db, { id: owner.stakeholderId }, hidden.id, {
    number: 'AU-2026-99017',
  });
  const settlement = await insertSettlement(
    db,
    contract,
    { ...merkonto, stakeholderId: owner.stakeholderId },
    {
      number: 'AVR-2026-99017',
      settledOn: latest?.day ?? '2026-12-01',
      rows: [{ species: 'gran', assortment: 'sagtimmer', volumeM3fub: 120, priceOrePerM3fub: 61_000 }],
      bookingText: `Likvid för slutavverkning på ${hidden.designation}`,
    },
  );

  const otherHolder = await insertPerson(db, { givenName: 'Gunnel', surname: 'Grannsdotter' });
  const member = await signIn(test, { ...owner, roles: ['Member'] });
  const given = await bankIdSigning(test).signed({
    method: 'POST',
    url: '/api/Ir/CreateRight',
    headers: { cookie: member },
    payload: { personalNumber: otherHolder.personalNumber, estateIds: [hidden.id] },
  });
  if (given.statusCode !== 201) throw new Error(`the mandate was not given: ${given.body}`);

  await insertNotification(db, owner.stakeholderId, {
    category: 'news',
    title: 'Någon har läst dina uppgifter',
    text: 'Ture Tittare på föreningen läste dina transaktioner i dag.',
    link: '/minasidor/atkomstlogg',
    securityNotice: true,
    createdAt: new Date(),
  });

  return [contract.number, settlement.number, otherHolder.surname, 'Tittare'];
}
