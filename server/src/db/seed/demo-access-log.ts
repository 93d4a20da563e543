import type { Queryable } from '../database.js';
import { insertAuditEvent } from './audit-builders.js';
import { PERSONAS } from './personas.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * What Karin's "Vem har tittat på mina uppgifter" shows in the demo, days before the demo starts: Johan
 * (Viewer) looked her up and read her transactions when she called about a booking; Lena (Editor) read her
 * payment plan and her transactions before their meeting. A page loads its data in a few calls, as here.
 */
export async function seedDemoAccessLog(db: Queryable, now = new Date()): Promise<void> {
  const person = async (key: 'viewer' | 'editor') => {
    const [row] = await db.query<{ id: string }>('SELECT id FROM person WHERE personal_number = $1', [
      PERSONAS[key].personalNumber,
    ]);
    if (row === undefined) throw new Error(`The demo has no ${key}`);
    return row;
  };
  const johan = await person('viewer');
  const lena = await person('editor');
  const karin = { id: PERSONAS.member.stakeholderId };
  const daysAgo = (days: number, hour: number, minute: number): Date => {
    const day = new Date(now.getTime() - days * DAY_MS);
    day.setUTCHours(hour, minute, 0, 0);
    return day;
  };

  const johanCalled = daysAgo(6, 9, 12);
  await insertAuditEvent(db, {
    actor: johan,
    roles: ['Viewer'],
    subject: karin,
    route: '/api/Ir/GetLoginOptions',
    at: johanCalled,
  });
  for (const [minutes, route] of [
    [1, '/api/Ir/GetMemberData'],
    [2, '/api/transactions'],
    [3, '/api/transactions'],
  ] as const) {
    await insertAuditEvent(db, {
      actor: johan,
      roles: ['Viewer'],
      subject: karin,
      route,
      at: new Date(johanCalled.getTime() + minutes * MINUTE_MS),
    });
  }

  const lenaPrepared = daysAgo(2, 13, 40);
  for (const [minutes, route] of [
    [0, '/api/Ir/GetMemberData'],
    [1, '/api/payment-plan'],
    [4, '/api/transactions'],
  ] as const) {
    await insertAuditEvent(db, {
      actor: lena,
      roles: ['Editor'],
      subject: karin,
      route,
      at: new Date(lenaPrepared.getTime() + minutes * MINUTE_MS),
    });
  }
}
