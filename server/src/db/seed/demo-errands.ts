import { withCheckDigit } from '#contracts/personal-number';
import type { Queryable } from '../database.js';
import { insertPerson, insertPersonStakeholder } from './builders.js';
import { DEMO_BUSINESS } from './demo-business.js';
import { personOf } from './demo-economy.js';
import { insertPlanChange, type RequestOwner } from './economy-request-builders.js';
import { insertAccount, insertBooking, insertPlannedPayouts } from './economy-builders.js';
import { PERSONAS } from './personas.js';

const DAY_MS = 86_400_000;

/** A forest owner who has applied for membership: not a login persona (serial 979, like the personas'). */
export const DEMO_APPLICANT = {
  personalNumber: withCheckDigit('19580930979'),
  givenName: 'Anna',
  surname: 'Nilsson',
  stakeholderId: '300158',
} as const;

/**
 * Errands waiting in the staff workspace, from others than Karin so that nothing here changes
 * what her journeys see: Maria's question to her advisor Elin Forsberg, Maria's request to move a payout
 * of her small payment plan (thinning on Lövstalöt 1:14, sold as an avverkningsrätt in 2025), and Anna
 * Nilsson's membership application.
 */
export async function seedDemoErrands(db: Queryable, now = new Date()): Promise<void> {
  const maria = {
    stakeholderId: PERSONAS.delegate.stakeholderId,
    personId: await personOf(db, PERSONAS.delegate.stakeholderId),
  };
  await db.query(
    `INSERT INTO contact_message (stakeholder_id, person_id, business_id, advisor_id, subject, message,
                                  reply_channel, sent_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'email', $7)`,
    [
      maria.stakeholderId,
      maria.personId,
      DEMO_BUSINESS.business.marias,
      DEMO_BUSINESS.advisor.colleague,
      'Röjning efter gallringen',
      'Hej Elin! Behöver de unga björkarna längs bäcken röjas i år, eller kan det vänta till nästa höst?',
      new Date(now.getTime() - 2 * DAY_MS),
    ],
  );
  await seedMariasPlanChange(db, maria);

  // Anna is a person of her own, kept when a feature's tables are seeded again.
  const known = await db.query('SELECT 1 FROM person WHERE personal_number = $1', [
    DEMO_APPLICANT.personalNumber,
  ]);
  if (known.length === 0) await seedAnnasApplication(db, now);
}

/** Anna Nilsson has inherited a forest and applied for membership yesterday. */
async function seedAnnasApplication(db: Queryable, now: Date): Promise<void> {
  const anna = await insertPerson(db, DEMO_APPLICANT);
  await insertPersonStakeholder(db, anna, { id: DEMO_APPLICANT.stakeholderId, relation: 'potential' });
  await db.query(
    `INSERT INTO registration (stakeholder_id, person_id, first_name, last_name, email, phone, street,
                               postal_code, city, property_designation, message, submitted_at)
     VALUES ($1, $2, $3, $4, 'anna.nilsson@example.se', '070-123 45 67', 'Skogsvägen 4', '744 91', 'Knutby',
             'Uppsala Knutby-Ösby 3:8', $5, $6)`,
    [
      DEMO_APPLICANT.stakeholderId,
      anna.id,
      anna.givenName,
      anna.surname,
      'Jag har ärvt skogen efter min far och vill ha hjälp med en ny skogsbruksplan.',
      new Date(now.getTime() - DAY_MS),
    ],
  );
}

/** Two yearly payouts left of Maria's plan; she asks to have the next one two months later. */
async function seedMariasPlanChange(db: Queryable, maria: RequestOwner): Promise<void> {
  const seeded = await db.query(
    `SELECT 1 FROM account WHERE stakeholder_id = $1 AND kind = 'betalningsplan'`,
    [maria.stakeholderId],
  );
  if (seeded.length > 0) return;
  const plan = await insertAccount(
    db,
    { id: maria.stakeholderId },
    { kind: 'betalningsplan', number: '8150-100517', openedOn: '2025-10-15' },
  );
  await insertBooking(db, plan, {
    bookedOn: '2025-10-15',
    kind: 'likvid',
    text: 'Likvid till betalningsplan, gallring Uppsala Lövstalöt 1:14',
    amountOre: 16_000_000,
  });
  await insertPlannedPayouts(db, plan, [{ dueOn: '2028-01-31', amountOre: 8_000_000 }]);
  await insertPlanChange(db, maria, {
    dueOn: '2027-01-29',
    amountOre: 8_000_000,
    movedTo: '2027-03-31',
    message: 'Jag vill hellre få pengarna efter bokslutet i mars.',
  });
}
