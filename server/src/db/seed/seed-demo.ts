import type { Database, Queryable } from '../database.js';
import {
  insertCompany,
  insertDelegatedRight,
  insertPerson,
  insertPersonStakeholder,
  insertStaff,
} from './builders.js';
import { seedDemoAccessLog } from './demo-access-log.js';
import { seedDemoBusiness } from './demo-business.js';
import { seedDemoCashbook } from './demo-cashbook.js';
import { seedDemoCustomPoints } from './demo-custom-points.js';
import { seedDemoEconomy } from './demo-economy.js';
import { seedDemoErrands } from './demo-errands.js';
import { seedDemoEstates } from './demo-estates.js';
import { seedDemoMandates } from './demo-mandates.js';
import { seedDemoMeetings } from './demo-meetings.js';
import { seedDemoNeighbour } from './demo-neighbour.js';
import { seedDemoSubscriptions } from './demo-subscriptions.js';
import { seedDemoNotifications } from './demo-notifications.js';
import { seedDemoOrders } from './demo-orders.js';
import { seedDemoOverview } from './demo-overview.js';
import { PERSONA_COMPANY, PERSONAS } from './personas.js';

/**
 * The demo, step by step: each step fills its table while that table is empty. A later step runs only on
 * the demo's own people, so a database that gained a feature since it was seeded gets that feature's demo
 * data at the next start, and nothing is ever duplicated or overwritten.
 */
const DEMO_STEPS: readonly { table: string; seed: (tx: Queryable) => Promise<void> }[] = [
  { table: 'person', seed: seedDemoPeople },
  { table: 'business', seed: seedDemoBusiness },
  { table: 'mandate_document', seed: seedDemoMandates },
  { table: 'subscription', seed: seedDemoSubscriptions },
  { table: 'advisor_slot', seed: seedDemoMeetings },
  { table: 'activity', seed: seedDemoOverview },
  { table: 'notification', seed: seedDemoNotifications },
  { table: 'stand', seed: seedDemoEstates },
  { table: 'custom_point', seed: seedDemoCustomPoints },
  { table: 'cashbook_voucher', seed: seedDemoCashbook },
  { table: 'account', seed: seedDemoEconomy },
  { table: 'service_order', seed: seedDemoOrders },
  { table: 'audit_event', seed: seedDemoAccessLog },
  { table: 'contact_message', seed: seedDemoErrands },
  { table: 'neighbour_warning_setting', seed: seedDemoNeighbour },
];

/** Seeds what the demo lacks (docs/portal.md 9), in one transaction; true when it added anything. */
export async function seedDemo(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    let seeded = false;
    for (const [index, step] of DEMO_STEPS.entries()) {
      if (index > 0 && !(await hasDemoPeople(tx))) break;
      if ((await tx.query(`SELECT 1 FROM ${step.table} LIMIT 1`)).length > 0) continue;
      await step.seed(tx);
      seeded = true;
    }
    return seeded;
  });
}

const hasDemoPeople = async (tx: Queryable): Promise<boolean> =>
  (await tx.query('SELECT 1 FROM stakeholder WHERE id = $1', [PERSONAS.member.stakeholderId])).length > 0;

/** The personas, their company and Karin's mandate to her daughter. */
async function seedDemoPeople(tx: Queryable): Promise<void> {
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
}
