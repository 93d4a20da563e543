import { swedishWeekdayTime } from '../../lib/swedish-time.js';
import type { Queryable } from '../database.js';
import { demoEstateId } from './demo-business.js';
import { insertActivity } from './overview-builders.js';
import { PERSONA_COMPANY, PERSONAS } from './personas.js';

const at = (isoDate: string): Date => new Date(isoDate);

/** The feed tells of the meetings and the mandate the demo's own rows hold, so the pages agree with it. */
async function karinsNextMeeting(db: Queryable, stakeholderId: string) {
  const [row] = await db.query<{ starts_at: Date; booked_at: Date; estate_id: string; designation: string }>(
    `SELECT s.starts_at, m.booked_at, e.id AS estate_id, e.designation
       FROM meeting m JOIN advisor_slot s ON s.id = m.slot_id JOIN estate e ON e.id = m.estate_id
      WHERE m.stakeholder_id = $1 AND m.cancelled_at IS NULL AND m.topic = 'thinning'
      ORDER BY s.starts_at DESC LIMIT 1`,
    [stakeholderId],
  );
  if (row === undefined) throw new Error("Karin's thinning walk was not seeded before her feed");
  return {
    startsAt: row.starts_at,
    bookedAt: row.booked_at,
    estateId: row.estate_id,
    designation: row.designation,
  };
}

async function karinsMandateGivenAt(db: Queryable, stakeholderId: string): Promise<Date> {
  const [row] = await db.query<{ created_at: Date }>(
    'SELECT created_at FROM delegated_right WHERE grantor_stakeholder_id = $1 ORDER BY created_at LIMIT 1',
    [stakeholderId],
  );
  if (row === undefined) throw new Error("Karin's mandate was not seeded before her feed");
  return row.created_at;
}

/**
 * The activity feeds of the demo: Karin's last months in her forest (a thinning settled and paid, a final
 * felling contract signed, the forest plan updated, a field visit booked), her company's and Maria's.
 */
export async function seedDemoOverview(db: Queryable): Promise<void> {
  const karin = { id: PERSONAS.member.stakeholderId };
  const ekeby = await demoEstateId(db, 'Uppsala Ekeby 2:7');
  const viggeby = await demoEstateId(db, 'Uppsala Viggeby 4:3');
  await insertActivity(db, karin, {
    kind: 'payment',
    title: 'Avräkning utbetald',
    text: 'Avräkningen för gallringen på Uppsala Ekeby 2:7 är utbetald: 100\u00a0144,76\u00a0kr till ditt konto.',
    link: '/minasidor/ekonomi/transaktioner',
    estateId: ekeby,
    occurredAt: at('2026-11-18T09:12:00Z'),
  });
  const meeting = await karinsNextMeeting(db, karin.id);
  await insertActivity(db, karin, {
    kind: 'meeting',
    title: 'Möte bokat med Anders Nyberg',
    text: `Fältbesök på ${meeting.designation} ${swedishWeekdayTime(meeting.startsAt).replace(' ', ' den ')} om gallringen.`,
    link: '/minasidor/minabokademoten',
    estateId: meeting.estateId,
    occurredAt: meeting.bookedAt,
  });
  await insertActivity(db, karin, {
    kind: 'contract',
    title: 'Avverkningskontrakt signerat',
    text: 'Kontraktet om slutavverkning på Uppsala Viggeby 4:3, cirka 1\u00a0450\u00a0m³fub, är signerat av båda parter.',
    link: '/minasidor/kontrakt',
    estateId: viggeby,
    occurredAt: at('2026-10-29T10:05:00Z'),
  });
  await insertActivity(db, karin, {
    kind: 'forest-plan',
    title: 'Skogsbruksplanen är uppdaterad',
    text: 'Bestånden på Uppsala Ekeby 2:7 är uppdaterade efter gallringen. Se dem på kartan.',
    link: '/kartvy',
    estateId: ekeby,
    occurredAt: at('2026-10-15T07:45:00Z'),
  });
  await insertActivity(db, karin, {
    kind: 'order',
    title: 'Beställning av plantering mottagen',
    text: 'Plantering av 2 400 granplantor på Uppsala Viggeby 4:3 våren 2027.',
    link: '/skogligatjanster',
    estateId: viggeby,
    occurredAt: at('2026-09-30T12:20:00Z'),
  });
  await insertActivity(db, karin, {
    kind: 'mandate',
    title: 'Fullmakt till Maria Lindqvist',
    text: 'Du gav Maria Lindqvist fullmakt att se dina uppgifter i portalen.',
    link: '/minasidor/minafullmakter',
    occurredAt: await karinsMandateGivenAt(db, karin.id),
  });
  await insertActivity(db, karin, {
    kind: 'document',
    title: 'Årsbesked om insatserna',
    text: 'Årsbeskedet för 2025 med insatskapital och återbäring finns nu under Dokument.',
    link: '/minasidor/dokument',
    occurredAt: at('2026-02-14T08:00:00Z'),
  });

  await insertActivity(
    db,
    { id: PERSONA_COMPANY.stakeholderId },
    {
      kind: 'payment',
      title: 'Likvid för massaved utbetald',
      text: 'Likviden för 312\u00a0m³fub massaved från Älvdalen Brunnsberg 5:21 är utbetald: 128\u00a0700,00\u00a0kr.',
      link: '/minasidor/ekonomi/transaktioner',
      estateId: await demoEstateId(db, 'Älvdalen Brunnsberg 5:21'),
      occurredAt: at('2026-11-05T09:00:00Z'),
    },
  );
  await insertActivity(
    db,
    { id: PERSONAS.delegate.stakeholderId },
    {
      kind: 'forest-plan',
      title: 'Ny skogsbruksplan',
      text: 'Din skogsbruksplan för Uppsala Lövstalöt 1:14 är klar. Se bestånden på kartan.',
      link: '/kartvy',
      estateId: await demoEstateId(db, 'Uppsala Lövstalöt 1:14'),
      occurredAt: at('2026-09-08T11:15:00Z'),
    },
  );
}
