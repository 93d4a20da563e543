/**
 * The yardstick for an authenticated read: the least work `GET /api/Ir/GetMemberData` can do on
 * the portal's own PostgreSQL database. Bare Fastify and node-postgres, no plugins and no logging: hash the
 * session cookie, look the session up by its hash (refused after 30 minutes idle), read the member's row
 * with the contact details, answer JSON. `bench:load` starts it beside the portal (bench/lib/reference.ts)
 * and reports every read of the portal as a share of this one's req/s, measured in the same run.
 *
 *   DATABASE_URL=postgres://… PORT=3399 SESSION_COOKIE=session tsx bench/reference-server.ts
 */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

/** The member's idle time-out, as the portal's session service has it. */
const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const SESSION_SQL = 'SELECT stakeholder_id, last_seen_at FROM session WHERE token_hash = $1';
const MEMBER_SQL = `
  SELECT s.id, s.kind, s.name, s.relation, to_char(s.member_since, 'YYYY-MM-DD') AS member_since,
         p.given_name, p.surname,
         c.email, c.phone, c.street, c.postal_code, c.city, c.preferred_contact,
         EXISTS (SELECT 1 FROM estate e JOIN business b ON b.id = e.business_id
                 WHERE b.stakeholder_id = s.id) AS has_estates
  FROM stakeholder s
  LEFT JOIN person p ON p.id = s.person_id
  LEFT JOIN member_contact c ON c.stakeholder_id = s.id
  WHERE s.id = $1`;

interface SessionRow {
  stakeholder_id: string | null;
  last_seen_at: Date;
}

interface MemberRow {
  id: string;
  kind: string;
  name: string;
  relation: string;
  member_since: string | null;
  given_name: string | null;
  surname: string | null;
  email: string | null;
  phone: string | null;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  preferred_contact: string | null;
  has_estates: boolean;
}

const cookieName = process.env.SESSION_COOKIE ?? 'session';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

function sessionToken(cookieHeader: string | undefined): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (pair.slice(0, separator).trim() === cookieName) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

app.get('/api/Ir/GetMemberData', async (request, reply) => {
  const token = sessionToken(request.headers.cookie);
  if (token === undefined || !TOKEN.test(token)) return reply.code(401).send({ code: 'UNAUTHORIZED' });
  const tokenHash = createHash('sha256').update(token).digest();
  const [session] = (await pool.query<SessionRow>(SESSION_SQL, [tokenHash])).rows;
  if (session === undefined || Date.now() - session.last_seen_at.getTime() > IDLE_TIMEOUT_MS)
    return reply.code(401).send({ code: 'UNAUTHORIZED' });
  const [member] = (await pool.query<MemberRow>(MEMBER_SQL, [session.stakeholder_id])).rows;
  if (member === undefined) return reply.code(204).send();
  return {
    firstName: member.kind === 'person' ? member.given_name : member.name,
    lastName: member.kind === 'person' ? member.surname : '',
    kind: member.kind,
    isMember: member.relation === 'member',
    hasPlans: member.has_estates,
    memberNumber: member.id,
    memberSince: member.member_since,
    email: member.email,
    phone: member.phone,
    street: member.street,
    postalCode: member.postal_code,
    city: member.city,
    preferredContact: member.preferred_contact ?? 'email',
  };
});

app.get('/hello', async () => ({ hello: 'world' }));

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3399) });
