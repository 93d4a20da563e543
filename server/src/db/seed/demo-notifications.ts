import type { Queryable } from '../database.js';
import { demoEstateId } from './demo-business.js';
import { insertNotification } from './notifications-builders.js';
import { PERSONA_COMPANY, PERSONAS } from './personas.js';

const at = (isoDate: string): Date => new Date(isoDate);

/**
 * The demo's notifications, in step with the activity feed: Karin's thinning on Ekeby 2:7 started, was
 * settled and paid; the final felling contract on Viggeby 4:3; the association's annual meeting. The three
 * latest are unread, so the bell shows 3. Each records the estate it is about, as notify() does, so Maria, whose
 * mandate covers Ekeby 2:7 only, is not told about Viggeby 4:3.
 */
export async function seedDemoNotifications(db: Queryable): Promise<void> {
  const karin = PERSONAS.member.stakeholderId;
  const ekeby = [await demoEstateId(db, 'Uppsala Ekeby 2:7')];
  await insertNotification(db, karin, {
    category: 'news',
    title: 'Kallelse till föreningsstämman',
    text:
      'Föreningsstämman hålls den 23 april 2027 i Uppsala. Vill du lämna en motion ska den vara inne ' +
      'senast den 31 januari.',
    link: '/ommellanskog',
    createdAt: at('2026-11-20T07:30:00Z'),
  });
  await insertNotification(db, karin, {
    category: 'documents',
    title: 'Nytt dokument: avräkningsnota',
    text: 'Avräkningsnotan för gallringen på Uppsala Ekeby 2:7 finns nu under Dokument.',
    link: '/minasidor/dokument',
    estateIds: ekeby,
    createdAt: at('2026-11-17T13:05:00Z'),
  });
  await insertNotification(db, karin, {
    category: 'economy',
    title: 'Avräkningen är klar',
    text:
      'Gallringen på Uppsala Ekeby 2:7 är avräknad: 427,3\u00a0m³fub, 100\u00a0144,76\u00a0kr. Pengarna betalas ut till ' +
      'ditt konto den 18 november.',
    link: '/minasidor/ekonomi/transaktioner',
    estateIds: ekeby,
    createdAt: at('2026-11-17T13:00:00Z'),
  });
  await insertNotification(db, karin, {
    category: 'contracts',
    title: 'Kontraktet om slutavverkning är signerat',
    text: 'Slutavverkningen på Uppsala Viggeby 4:3 är planerad till februari 2027.',
    link: '/minasidor/kontrakt',
    estateIds: [await demoEstateId(db, 'Uppsala Viggeby 4:3')],
    createdAt: at('2026-10-29T10:05:00Z'),
    readAt: at('2026-10-29T18:40:00Z'),
  });
  await insertNotification(db, karin, {
    category: 'contracts',
    title: 'Gallringen har börjat',
    text: 'Skördaren är på plats på Uppsala Ekeby 2:7. Gallringen beräknas ta två veckor.',
    link: '/minasidor/kontrakt',
    estateIds: ekeby,
    createdAt: at('2026-09-07T06:15:00Z'),
    readAt: at('2026-09-07T19:02:00Z'),
  });

  await insertNotification(db, PERSONA_COMPANY.stakeholderId, {
    category: 'economy',
    title: 'Likvid utbetald',
    text: 'Likviden för massaveden från Älvdalen Brunnsberg 5:21 är utbetald: 128\u00a0700,00\u00a0kr.',
    link: '/minasidor/ekonomi/transaktioner',
    estateIds: [await demoEstateId(db, 'Älvdalen Brunnsberg 5:21')],
    createdAt: at('2026-11-05T09:00:00Z'),
  });
  await insertNotification(db, PERSONAS.delegate.stakeholderId, {
    category: 'documents',
    title: 'Din skogsbruksplan är klar',
    text: 'Skogsbruksplanen för Uppsala Lövstalöt 1:14 finns nu under Dokument.',
    link: '/minasidor/dokument',
    estateIds: [await demoEstateId(db, 'Uppsala Lövstalöt 1:14')],
    createdAt: at('2026-10-02T08:00:00Z'),
  });
}
