import { beforeAll, describe, expect, it } from 'vitest';
import type { Documents } from '#contracts/documents';
import type { Role } from '#contracts/roles';
import { PERSONA_COMPANY, PERSONAS } from '../../db/seed/personas.js';
import { seedDemo } from '../../db/seed/seed-demo.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

const KARIN = PERSONAS.member.stakeholderId;

describe('documents: the list, its filters and who may see what', () => {
  const clock = testClock(new Date('2026-11-22T08:00:00Z'));
  const cookies = {} as Record<'karin' | 'company' | 'delegate' | 'viewer', string>;

  const personOf = async (personalNumber: string) =>
    (
      await test.db.query<{ id: string }>('SELECT id FROM person WHERE personal_number = $1', [
        personalNumber,
      ])
    )[0]?.id ?? '';

  const test = portalForTests({ clock });
  beforeAll(async () => {
    await seedDemo(test.db);
    const karin = await personOf(PERSONAS.member.personalNumber);
    const as = async (personId: string, stakeholderId: string, role: Role) =>
      signIn(test, { personId, stakeholderId, roles: [role] }, clock);
    cookies.karin = await as(karin, KARIN, 'Member');
    cookies.company = await as(karin, PERSONA_COMPANY.stakeholderId, 'Member');
    cookies.delegate = await as(await personOf(PERSONAS.delegate.personalNumber), KARIN, 'DelegatedRight');
    cookies.viewer = await as(await personOf(PERSONAS.viewer.personalNumber), KARIN, 'Viewer');
  });

  const get = (url: string, cookie = cookies.karin) =>
    test.app.inject({ method: 'GET', url, headers: { cookie } });
  const list = async (query = '', cookie = cookies.karin) =>
    (await get(`/api/documents${query}`, cookie)).json<Documents>();

  it('lists the member’s documents newest first, with the kind in Swedish and a download address', async () => {
    const body = await list();
    expect(body.documents.map((d) => [d.issuedOn, d.kindLabel])).toEqual([
      ['2026-11-13', 'Avräkningsnota'],
      ['2026-10-29', 'Kontrakt'],
      ['2026-10-15', 'Skogsbruksplan'],
      ['2026-05-12', 'Kontrakt'],
      ['2026-02-14', 'Årsbesked'],
      ['2025-03-10', 'Fullmakt'],
      ['2025-03-01', 'Kontrakt'],
      ['2025-02-14', 'Årsbesked'],
      ['2024-10-25', 'Avräkningsnota'],
      ['2024-03-12', 'Kontrakt'],
      ['2023-04-20', 'Skogsbruksplan'],
    ]);
    const [newest] = body.documents;
    expect(newest).toMatchObject({
      kind: 'settlement',
      title: 'Avräkningsnota AVR-2026-41208, gallring Uppsala Ekeby 2:7',
      downloadUrl: `/api/documents/${newest?.id ?? ''}/pdf`,
      fileName: 'avrakningsnota-avr-2026-41208-gallring-uppsala-ekeby-2-7.pdf',
    });
    expect(body.years).toEqual([2026, 2025, 2024, 2023]);
    expect([...body.kinds].sort()).toEqual([
      'annual-statement',
      'contract',
      'forest-plan',
      'mandate',
      'settlement',
    ]);
  });

  it('filters by kind and by issue year, and treats empty values as no filter', async () => {
    expect((await list('?kind=settlement')).documents.map((d) => d.issuedOn)).toEqual([
      '2026-11-13',
      '2024-10-25',
    ]);
    expect((await list('?year=2024')).documents.map((d) => d.kind)).toEqual(['settlement', 'contract']);
    expect((await list('?kind=annual-statement&year=2026')).documents.map((d) => d.title)).toEqual([
      'Årsbesked 2025',
    ]);
    expect((await list('?kind=&year=')).documents).toHaveLength(11);
    const none = await list('?kind=mandate&year=2024');
    expect(none.documents).toEqual([]);
    expect(none.years).toEqual([2026, 2025, 2024, 2023]);
  });

  it('answers a bad filter with a Swedish 400', async () => {
    const kind = await get('/api/documents?kind=faktura');
    expect(kind.statusCode).toBe(400);
    expect(kind.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.kind).toEqual([
      'Välj en av dokumenttyperna i listan.',
    ]);
    const year = await get('/api/documents?year=1850');
    expect(year.statusCode).toBe(400);
    expect(year.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.year).toEqual([
      'Ange ett år mellan 1990 och 2100.',
    ]);
    expect((await get('/api/documents?year=tjugo')).statusCode).toBe(400);
  });

  it('answers 204 for someone without documents', async () => {
    const erik = await personOf(PERSONAS.supplier.personalNumber);
    const cookie = await signIn(
      test,
      { personId: erik, stakeholderId: PERSONAS.supplier.stakeholderId, roles: ['Supplier'] },
      clock,
    );
    const response = await get('/api/documents', cookie);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('shows each member only their own: the company’s note is not Karin’s, and fetching it answers 404', async () => {
    const company = await list('', cookies.company);
    expect(company.documents.map((d) => d.title)).toEqual([
      'Avräkningsnota AVR-2026-41177, leveransvirke Älvdalen Brunnsberg 5:21',
      'Årsbesked 2025',
    ]);
    const karinsIds = (await list()).documents.map((d) => d.id);
    expect(karinsIds).not.toContain(company.documents[0]?.id);
    const theirs = await get(`/api/documents/${company.documents[0]?.id ?? ''}/pdf`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json<{ message: string }>().message).toBe('Dokumentet finns inte.');
    expect((await get('/api/documents/00000000-0000-4000-8000-000000000000/pdf')).statusCode).toBe(404);
    expect((await get('/api/documents/not-an-id/pdf')).statusCode).toBe(404);
  });

  it('lets a representative and a staff viewer read and download, read-only as they are', async () => {
    for (const cookie of [cookies.delegate, cookies.viewer]) {
      const body = await list('', cookie);
      expect(body.documents).toHaveLength(11);
      const response = await get(body.documents[0]?.downloadUrl ?? '', cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
    }
  });

  it('hides from a representative the documents of estates their mandate does not cover', async () => {
    const maria = await personOf(PERSONAS.delegate.personalNumber);
    const [viggeby] = await test.db.query<{ id: string }>(
      `SELECT id FROM estate WHERE designation = 'Uppsala Viggeby 4:3'`,
    );
    await test.db.query(
      `INSERT INTO delegated_right_estate (delegated_right_id, estate_id)
       SELECT id, $3 FROM delegated_right WHERE grantor_stakeholder_id = $1 AND grantee_person_id = $2`,
      [KARIN, maria, viggeby?.id],
    );
    try {
      const titles = (await list('', cookies.delegate)).documents.map((d) => d.title);
      expect(titles).toContain('Skogsbruksplan Uppsala Viggeby 4:3');
      expect(titles).toContain('Årsbesked 2025');
      expect(titles.filter((title) => title.includes('Ekeby'))).toEqual([]);
    } finally {
      await test.db.query('DELETE FROM delegated_right_estate WHERE estate_id = $1', [viggeby?.id]);
    }
  });

  it('sends the PDF to be shown in the browser, with a safe name to save it as, never cached', async () => {
    const [note] = (await list('?kind=settlement')).documents;
    const response = await get(note?.downloadUrl ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'inline; filename="avrakningsnota-avr-2026-41208-gallring-uppsala-ekeby-2-7.pdf"',
    );
    // The API's security headers make every answer no-store: a member's document stays off shared caches.
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
