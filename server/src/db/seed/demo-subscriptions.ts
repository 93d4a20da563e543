import type { Queryable } from '../database.js';
import { PERSONA_COMPANY, PERSONAS } from './personas.js';
import { insertSubscription } from './subscriptions-builders.js';

/**
 * What the demo members receive: Karin the paper magazine and the newsletter, her company the timber
 * prices, Maria the digital magazine, Sven the timber prices and storm alerts.
 */
export async function seedDemoSubscriptions(db: Queryable): Promise<void> {
  const karin = { id: PERSONAS.member.stakeholderId };
  await insertSubscription(db, karin, 'magazine', 'paper', { changedAt: new Date('1998-04-01T08:00:00Z') });
  await insertSubscription(db, karin, 'newsletter', 'email', { changedAt: new Date('2021-03-14T18:12:00Z') });
  await insertSubscription(db, { id: PERSONA_COMPANY.stakeholderId }, 'timber-prices', 'email');
  await insertSubscription(db, { id: PERSONAS.delegate.stakeholderId }, 'magazine', 'digital');
  const sven = { id: PERSONAS.supplier.stakeholderId };
  await insertSubscription(db, sven, 'timber-prices', 'email');
  await insertSubscription(db, sven, 'storm-alerts', 'sms');
}
