import { beforeAll, describe, expect, it } from 'vitest';
import type { MemberSearchResult } from '#contracts/member-search';
import type { Role } from '#contracts/roles';
import { PERSONAS, type PersonaKey } from '../../db/seed/personas.js';
import { seedDemo } from '../../db/seed/seed-demo.js';
import { SAME_ORIGIN } from '../../testing/bankid-login.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';

const KARIN = PERSONAS.member.stakeholderId;
const KARINS_NUMBER = PERSONAS.member.personalNumber;

/** Staff find a member by member number, personal number, name or estate; no one else may search. */
describe('POST /api/staff/member-search', () => {
  const test = portalForTests();
  beforeAll(async () => {
    await seedDemo(test.db);
  });

  const personId = async (persona: PersonaKey): Promise<string> => {
    const [row] = await test.db.query<{ id: string }>('SELECT id FROM person WHERE personal_number = $1', [
      PERSONAS[persona].personalNumber,
    ]);
    if (row === undefined) throw new Error(`${persona} is not seeded`);
    return row.id;
  };
  /** A session as after login: before choosing (no stakeholder, no roles), or acting for Karin. */
  const sessionOf = async (persona: PersonaKey, roles: Role[] = [], stakeholderId: string | null = null) =>
    signIn(test, { personId: await personId(persona), stakeholderId, roles });
  const search = (cookie: string, query: unknown) =>
    test.app.inject({
      method: 'POST',
      url: '/api/staff/member-search',
      headers: { ...SAME_ORIGIN, cookie },
      payload: { query },
    });
  const auditCount = async () =>
    Number((await test.db.query<{ n: string }>('SELECT count(*) AS n FROM audit_event'))[0]?.n);

  it('finds members by a part of the name, in any case, as options to view or serve, each audited', async () => {
    const editor = await sessionOf('editor');
    const before = await auditCount();
    const response = await search(editor, '  LINDQ ');
    expect(response.statusCode).toBe(200);
    const result = response.json<MemberSearchResult>();
    expect(result.more).toBe(false);
    expect(result.members.map((member) => member.name)).toEqual(
      expect.arrayContaining(['Karin Lindqvist', 'Maria Lindqvist', 'Lindqvist Skog AB']),
    );
    expect(result.members.find((member) => member.stakeholderId === KARIN)).toEqual({
      stakeholderId: KARIN,
      name: 'Karin Lindqvist',
      kind: 'staff',
      roles: ['Viewer', 'Editor'],
      description: `Medlem, nummer ${KARIN}`,
    });
    const audited = await test.db.query<{ subject_stakeholder_id: string; route: string; method: string }>(
      'SELECT subject_stakeholder_id, route, method FROM audit_event ORDER BY id OFFSET $1',
      [before],
    );
    expect(audited.map((row) => row.subject_stakeholder_id).toSorted()).toEqual(
      result.members.map((member) => member.stakeholderId).toSorted(),
    );
    expect(audited[0]).toMatchObject({ route: '/api/staff/member-search', method: 'POST' });
  });

  it('finds a member by a part of an estate designation, and says which estate matched', async () => {
    const result = (await search(await sessionOf('viewer'), 'ekeby 2:')).json<MemberSearchResult>();
    expect(result.members).toEqual([
      expect.objectContaining({
        stakeholderId: KARIN,
        roles: ['Viewer'],
        description: `Medlem, nummer ${KARIN}, Uppsala Ekeby 2:7`,
      }),
    ]);
  });

  it('finds a member by personal number written in every usual way, never answering the number', async () => {
    const viewer = await sessionOf('viewer');
    const dashed = `${KARINS_NUMBER.slice(0, 8)}-${KARINS_NUMBER.slice(8)}`;
    for (const query of [dashed, KARINS_NUMBER, dashed.slice(2), KARINS_NUMBER.slice(2)]) {
      const response = await search(viewer, query);
      expect(response.statusCode, query).toBe(200);
      expect(response.json<MemberSearchResult>().members.map((member) => member.stakeholderId)).toEqual([
        KARIN,
      ]);
      expect(response.body).not.toContain(KARINS_NUMBER.slice(2, 8));
    }
  });

  it('finds a member by member number, and answers an empty list when there is none', async () => {
    const viewer = await sessionOf('viewer');
    expect((await search(viewer, KARIN)).json<MemberSearchResult>().members).toHaveLength(1);
    const before = await auditCount();
    expect((await search(viewer, '999999')).json<MemberSearchResult>()).toEqual({ members: [], more: false });
    expect((await search(viewer, 'Ingen Sådan Person')).json<MemberSearchResult>().members).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it('answers at most 20 members and says there are more', async () => {
    for (let index = 0; index < 25; index += 1) {
      await test.db.query(
        `INSERT INTO stakeholder (id, kind, name, organisation_number, relation)
                           VALUES ($1, 'company', $2, $3, 'member')`,
        [String(700000 + index), `Granskog ${String(index)} AB`, String(5560000000 + index)],
      );
    }
    const result = (await search(await sessionOf('editor'), 'granskog')).json<MemberSearchResult>();
    expect(result.members).toHaveLength(20);
    expect(result.more).toBe(true);
  });

  it('explains a query it cannot search by in Swedish, without repeating it, and audits nothing', async () => {
    const viewer = await sessionOf('viewer');
    const before = await auditCount();
    const cases = [
      ['3141', 'Skriv medlemsnumret med sex siffror, till exempel 100245.'],
      [
        `${KARINS_NUMBER.slice(0, 11)}${String((Number(KARINS_NUMBER.slice(11)) + 1) % 10)}`,
        'Personnumret stämmer inte.',
      ],
      ['K', 'Skriv minst två tecken'],
      ['x'.repeat(150), 'Skriv högst 100 tecken.'],
    ] as const;
    for (const [query, message] of cases) {
      const response = await search(viewer, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
      expect(response.body).not.toContain(query);
    }
    expect((await search(viewer, 42)).statusCode).toBe(400);
    expect(await auditCount()).toBe(before);
  });

  it('lets staff search while they act for a member, also as a viewer who may change nothing', async () => {
    const actingViewer = await sessionOf('viewer', ['Viewer'], KARIN);
    expect((await search(actingViewer, 'Lindqvist')).statusCode).toBe(200);
  });

  it('refuses members, representatives and anyone not logged in, auditing nothing', async () => {
    const before = await auditCount();
    const member = await search(await sessionOf('member', ['Member'], KARIN), 'Lindqvist');
    expect(member.statusCode).toBe(404);
    expect(member.json()).toEqual({ code: 'NOT_FOUND', message: 'Det du söker finns inte.' });
    const delegate = await search(await sessionOf('delegate', ['DelegatedRight'], KARIN), 'Lindqvist');
    expect(delegate.statusCode).toBe(404);
    expect((await search(await sessionOf('member'), 'Lindqvist')).statusCode).toBe(404);
    expect((await search('', 'Lindqvist')).statusCode).toBe(401);
    expect(await auditCount()).toBe(before);
  });
});
