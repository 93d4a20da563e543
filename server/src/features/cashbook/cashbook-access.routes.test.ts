import { beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '#contracts/roles';
import type { Verificates } from '#contracts/cashbook';
import { insertPerson, insertPersonStakeholder } from '../../db/seed/builders.js';
import {
  credit,
  debit,
  insertVoucher,
  insertVoucherAttachment,
  type VoucherOwner,
} from '../../db/seed/cashbook-builders.js';
import { signIn, signInAsNewMember } from '../../testing/sign-in.js';
import { buildTestApp } from '../../testing/test-app.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';
import { multipart, PDF, PNG } from './attachment-test-files.js';

const SAME_ORIGIN = { origin: 'http://localhost:3000' };
const voucher = { date: '2026-03-02', text: 'Röjning', rows: [debit(4040, 500), credit(1930, 500)] };

describe('the cashbook: owners, roles and attachments', () => {
  let owner: VoucherOwner;
  let other: VoucherOwner;
  const clock = testClock(new Date('2026-03-10T09:00:00Z'));
  const test = portalForTests({ clock });
  const as = (role: Role, who: VoucherOwner = owner) =>
    signIn(test, { personId: who.personId, stakeholderId: who.stakeholderId, roles: [role] }, clock);

  beforeEach(async () => {
    const person = await insertPerson(test.db);
    owner = { stakeholderId: (await insertPersonStakeholder(test.db, person)).id, personId: person.id };
    const otherPerson = await insertPerson(test.db);
    other = {
      stakeholderId: (await insertPersonStakeholder(test.db, otherPerson)).id,
      personId: otherPerson.id,
    };
  });

  const upload = async (id: string, file: ReturnType<typeof multipart>, cookie: string) =>
    test.app.inject({
      method: 'POST',
      url: `/api/Ir/AddVerificateAttachment/${id}`,
      headers: { ...SAME_ORIGIN, cookie, ...file.headers },
      payload: file.payload,
    });

  it('answers 404 for another member’s voucher and attachment, and never lists them', async () => {
    const theirs = await insertVoucher(test.db, other, { date: '2026-02-01' });
    const theirFile = await insertVoucherAttachment(test.db, theirs, other);
    const cookie = await as('Member');
    const calls = [
      { method: 'PUT', url: `/api/Ir/EditVerificate/${theirs.id}`, payload: voucher },
      { method: 'POST', url: `/api/Ir/DiscardVerificate/${theirs.id}` },
      { method: 'GET', url: `/api/Ir/GetVerificateAttachment/${theirFile.id}` },
    ] as const;
    for (const call of calls) {
      const response = await test.app.inject({ ...call, headers: { ...SAME_ORIGIN, cookie } });
      expect(response.statusCode, call.url).toBe(404);
    }
    expect((await upload(theirs.id, multipart('k.pdf', 'application/pdf', PDF), cookie)).statusCode).toBe(
      404,
    );
    const list = await test.app.inject({ url: '/api/Ir/GetVerificates?year=2026', headers: { cookie } });
    expect(list.statusCode).toBe(204);
    const discarded = await test.db.query(
      'SELECT 1 FROM cashbook_voucher WHERE id = $1 AND discarded_at IS NULL',
      [theirs.id],
    );
    expect(discarded.length).toBe(1);
  });

  it.each<Role>(['DelegatedRight', 'Viewer'])(
    'lets %s read the book but change nothing (403)',
    async (role) => {
      const mine = await insertVoucher(test.db, owner, { date: '2026-02-01' });
      const cookie = await as(
        role,
        role === 'DelegatedRight' ? owner : { ...owner, personId: (await insertPerson(test.db)).id },
      );
      const read = await test.app.inject({ url: '/api/Ir/GetVerificates?year=2026', headers: { cookie } });
      expect(read.json<Verificates>().verificates.map((entry) => entry.number)).toEqual([1]);
      const calls: { method: 'POST' | 'PUT'; url: string; payload?: object }[] = [
        { method: 'POST', url: '/api/Ir/CreateVerificate', payload: voucher },
        { method: 'PUT', url: `/api/Ir/EditVerificate/${mine.id}`, payload: voucher },
        { method: 'POST', url: `/api/Ir/DiscardVerificate/${mine.id}` },
      ];
      for (const call of calls) {
        const headers = { ...SAME_ORIGIN, cookie, 'idempotency-key': 'k-1' };
        const response = await test.app.inject({ ...call, headers });
        expect(response.statusCode, call.url).toBe(403);
      }
      expect((await upload(mine.id, multipart('k.pdf', 'application/pdf', PDF), cookie)).statusCode).toBe(
        403,
      );
    },
  );

  it('records a voucher an Editor books as booked by staff', async () => {
    const cookie = await as('Editor', { ...owner, personId: (await insertPerson(test.db)).id });
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/Ir/CreateVerificate',
      headers: { ...SAME_ORIGIN, cookie, 'idempotency-key': 'editor-1' },
      payload: voucher,
    });
    expect(response.statusCode).toBe(201);
    const list = await test.app.inject({ url: '/api/Ir/GetVerificates?year=2026', headers: { cookie } });
    expect(list.json<Verificates>().verificates[0]?.recordedByStaff).toBe(true);
  });

  it('keeps a receipt with the voucher, by its content, and gives it back as uploaded', async () => {
    const mine = await insertVoucher(test.db, owner, { date: '2026-02-01' });
    const cookie = await as('Member');
    const added = await upload(mine.id, multipart('kvitto plantor.pdf', 'application/pdf', PDF), cookie);
    expect(added.statusCode).toBe(201);
    const attachment = added.json<{ id: string; sizeBytes: number; contentType: string }>();
    expect(attachment).toMatchObject({ sizeBytes: PDF.length, contentType: 'application/pdf' });
    clock.advance(1000);
    // The browser's claim is not trusted: a PNG sent as a PDF is kept, and named, as a PNG.
    const png = await upload(mine.id, multipart('bild.pdf', 'application/pdf', PNG), cookie);
    expect(png.json()).toMatchObject({ contentType: 'image/png', fileName: 'bild.png' });
    const file = await test.app.inject({
      url: `/api/Ir/GetVerificateAttachment/${attachment.id}`,
      headers: { cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="kvitto plantor.pdf"; filename*=UTF-8\'\'kvitto%20plantor.pdf',
    );
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const list = await test.app.inject({ url: '/api/Ir/GetVerificates?year=2026', headers: { cookie } });
    expect(list.json<Verificates>().verificates[0]?.attachments.map((a) => a.fileName)).toEqual([
      'kvitto plantor.pdf',
      'bild.png',
    ]);
  });

  it('takes a receipt as JSON too, for API clients', async () => {
    const mine = await insertVoucher(test.db, owner, { date: '2026-02-01' });
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/Ir/AddVerificateAttachment/${mine.id}`,
      headers: { ...SAME_ORIGIN, cookie: await as('Member') },
      payload: { fileName: 'kvitto.pdf', contentBase64: PDF.toString('base64') },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ fileName: 'kvitto.pdf', sizeBytes: PDF.length });
  });

  it('refuses other file types, and files over 10 MB', async () => {
    const mine = await insertVoucher(test.db, owner, { date: '2026-02-01' });
    const cookie = await as('Member');
    const text = await upload(mine.id, multipart('kvitto.txt', 'text/plain', Buffer.from('hej')), cookie);
    expect(text.statusCode).toBe(422);
    expect(text.json()).toMatchObject({
      fieldErrors: { file: ['Bilagan måste vara en PDF, JPEG- eller PNG-bild.'] },
    });
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(mine.id, multipart('stor.pdf', 'application/pdf', big), cookie);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ fieldErrors: { file: ['Bilagan får vara högst 10 MB.'] } });
    expect(await test.db.query('SELECT 1 FROM cashbook_attachment WHERE voucher_id = $1', [mine.id])).toEqual(
      [],
    );
  });

  it('answers a multipart body it cannot read with a Swedish 4xx, not a crash', async () => {
    const mine = await insertVoucher(test.db, owner, { date: '2026-02-01' });
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/Ir/AddVerificateAttachment/${mine.id}`,
      headers: {
        ...SAME_ORIGIN,
        cookie: await as('Member'),
        'content-type': 'multipart/form-data; boundary=gräns',
      },
      payload:
        '--gräns\r\nContent-Disposition: form-data; name="file"; filename="k.pdf"\r\n\r\n%PDF\r\n--gräns--',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json<{ message: string }>().message).toMatch(/[åäö]/);
    expect(await test.db.query('SELECT 1 FROM cashbook_attachment WHERE voucher_id = $1', [mine.id])).toEqual(
      [],
    );
  });
});

describe('the cashbook with its flag off', () => {
  it('answers 404 on every call', async () => {
    const test = await buildTestApp({ env: { FEATURE_OVERRIDES: 'cashbook:off' } });
    try {
      const { cookie } = await signInAsNewMember(test);
      for (const url of ['/api/Ir/GetAccountTypes', '/api/Ir/GetVerificates', '/api/Ir/GetCashbookSummary']) {
        expect((await test.app.inject({ url, headers: { cookie } })).statusCode, url).toBe(404);
      }
    } finally {
      await test.close();
    }
  });
});
