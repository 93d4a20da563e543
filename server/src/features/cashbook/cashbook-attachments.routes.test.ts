import { beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENT_BYTES_PER_MEMBER,
  MAX_ATTACHMENTS_PER_VOUCHER,
  type Attachment,
  type Verificates,
} from '#contracts/cashbook';
import { insertPerson, insertPersonStakeholder } from '../../db/seed/builders.js';
import {
  insertVoucher,
  insertVoucherAttachment,
  type BuiltVoucher,
  type VoucherOwner,
} from '../../db/seed/cashbook-builders.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';
import { multipart, PDF, pdfOfSize } from './attachment-test-files.js';

const SAME_ORIGIN = { origin: 'http://localhost:3000' };
const MB = 1024 * 1024;
/** A PDF that a browser would render as a page, were it saved or served as HTML. */
const POLYGLOT = Buffer.from(
  '%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n',
  'latin1',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);

describe('the cashbook’s attachments: names, limits and storage', () => {
  let owner: VoucherOwner;
  let cookie: string;
  let voucher: BuiltVoucher;
  const clock = testClock(new Date('2026-03-10T09:00:00Z'));
  const test = portalForTests({ clock });

  beforeEach(async () => {
    const person = await insertPerson(test.db);
    owner = { stakeholderId: (await insertPersonStakeholder(test.db, person)).id, personId: person.id };
    cookie = await signIn(test, { ...owner, roles: ['Member'] }, clock);
    voucher = await insertVoucher(test.db, owner, { date: '2026-02-01' });
  });

  const upload = (file: ReturnType<typeof multipart>, to: BuiltVoucher = voucher) =>
    test.app.inject({
      method: 'POST',
      url: `/api/Ir/AddVerificateAttachment/${to.id}`,
      headers: { ...SAME_ORIGIN, cookie, ...file.headers },
      payload: file.payload,
    });
  const uploadJson = (payload: string | object, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: 'POST',
      url: `/api/Ir/AddVerificateAttachment/${voucher.id}`,
      headers: { ...SAME_ORIGIN, cookie, 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const download = (id: string) =>
    test.app.inject({ url: `/api/Ir/GetVerificateAttachment/${id}`, headers: { cookie } });
  const listed = async (): Promise<Attachment[]> => {
    const response = await test.app.inject({ url: '/api/Ir/GetVerificates?year=2026', headers: { cookie } });
    return response.json<Verificates>().verificates.flatMap((entry) => entry.attachments);
  };
  /** Every attachment and chunk the database holds for the member, received or not. */
  const stored = async () => ({
    attachments: await test.db.query(
      `SELECT a.id FROM cashbook_attachment a JOIN cashbook_voucher v ON v.id = a.voucher_id
       WHERE v.stakeholder_id = $1`,
      [owner.stakeholderId],
    ),
    chunks: await test.db.query(
      `SELECT 1 FROM cashbook_attachment_chunk c JOIN cashbook_attachment a ON a.id = c.attachment_id
       JOIN cashbook_voucher v ON v.id = a.voucher_id WHERE v.stakeholder_id = $1`,
      [owner.stakeholderId],
    ),
  });
  /** Attachments as stored before, on vouchers of their own: their recorded sizes fill the member's room. */
  async function fillStorage(bytes: number): Promise<void> {
    for (let left = bytes; left > 0;) {
      const earlier = await insertVoucher(test.db, owner, { date: '2026-01-15' });
      for (let i = 0; i < MAX_ATTACHMENTS_PER_VOUCHER && left > 0; i++) {
        const size = Math.min(left, MAX_ATTACHMENT_BYTES);
        await test.db.query(
          `INSERT INTO cashbook_attachment (voucher_id, file_name, content_type, size_bytes, content,
             uploaded_by, uploaded_at)
           VALUES ($1, 'tidigare.pdf', 'application/pdf', $2, decode('JVBERi0=', 'base64'), $3, now())`,
          [earlier.id, size, owner.personId],
        );
        left -= size;
      }
    }
  }

  it('names a PDF/HTML polyglot called evil.html as the PDF it is, and hands it over to be saved', async () => {
    const added = await upload(multipart('evil.html', 'text/html', POLYGLOT));
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ fileName: 'evil.pdf', contentType: 'application/pdf' });
    const file = await download(added.json<Attachment>().id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const disposition = String(file.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment;/);
    for (const name of disposition.matchAll(/filename\*?=([^;]+)/g)) {
      expect(name[1]).toMatch(/\.pdf"?$/);
      expect(name[1]).not.toContain('.html');
    }
    expect(file.rawPayload.equals(POLYGLOT)).toBe(true);
  });

  it('names a download in UTF-8 with an ASCII fallback, å, ä and ö included', async () => {
    const added = await upload(multipart('kvitto åäö (1).jpeg', 'image/jpeg', JPEG));
    expect(added.json()).toMatchObject({ fileName: 'kvitto åäö (1).jpg', contentType: 'image/jpeg' });
    const file = await download(added.json<Attachment>().id);
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="kvitto aao (1).jpg"; filename*=UTF-8\'\'kvitto%20%C3%A5%C3%A4%C3%B6%20%281%29.jpg',
    );
  });

  it('names an attachment stored before by its type too, and gives back its bytes', async () => {
    const content = pdfOfSize(600 * 1024);
    const old = await insertVoucherAttachment(test.db, voucher, owner, { fileName: 'gammal.html', content });
    const file = await download(old.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-length']).toBe(String(content.length));
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''gammal.pdf");
    expect(file.rawPayload.equals(content)).toBe(true);
  });

  it('keeps a file of several chunks whole, and gives it back as it came', async () => {
    const content = pdfOfSize(1.3 * MB);
    const added = await upload(multipart('faktura.pdf', 'application/pdf', content));
    expect(added.json()).toMatchObject({ sizeBytes: content.length });
    const file = await download(added.json<Attachment>().id);
    expect(file.headers['content-length']).toBe(String(content.length));
    expect(file.rawPayload.equals(content)).toBe(true);
  });

  it(`takes at most ${String(MAX_ATTACHMENTS_PER_VOUCHER)} attachments on a voucher, and changes nothing beyond`, async () => {
    for (let i = 0; i < MAX_ATTACHMENTS_PER_VOUCHER; i++) {
      expect((await upload(multipart(`kvitto-${String(i)}.pdf`, 'application/pdf', PDF))).statusCode).toBe(
        201,
      );
    }
    const refused = await upload(multipart('en-till.pdf', 'application/pdf', PDF));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'ATTACHMENT_LIMIT',
      fieldErrors: {
        file: [
          'Verifikationen har redan 5 bilagor, så många som får finnas. Samla flera kvitton i en PDF om fler behöver följa med.',
        ],
      },
    });
    expect((await stored()).attachments.length).toBe(MAX_ATTACHMENTS_PER_VOUCHER);
    expect((await listed()).map((file) => file.fileName)).not.toContain('en-till.pdf');
  });

  it('lets only one of two uploads at once take a voucher’s last place', async () => {
    for (let i = 1; i < MAX_ATTACHMENTS_PER_VOUCHER; i++) {
      await upload(multipart(`kvitto-${String(i)}.pdf`, 'application/pdf', PDF));
    }
    const both = await Promise.all([
      upload(multipart('a.pdf', 'application/pdf', pdfOfSize(MB))),
      upload(multipart('b.pdf', 'application/pdf', pdfOfSize(MB))),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    expect(both.find((response) => response.statusCode === 422)?.json()).toMatchObject({
      code: 'ATTACHMENT_LIMIT',
    });
    const { attachments, chunks } = await stored();
    expect(attachments.length).toBe(MAX_ATTACHMENTS_PER_VOUCHER);
    // A chunk for each small receipt and four for the megabyte that got in: none of the one refused.
    expect(chunks.length).toBe(MAX_ATTACHMENTS_PER_VOUCHER - 1 + 4);
  });

  it('refuses a file that does not fit in the member’s storage, and keeps nothing of it', async () => {
    await fillStorage(MAX_ATTACHMENT_BYTES_PER_MEMBER - MB);
    const before = await stored();
    const refused = await upload(multipart('stort.pdf', 'application/pdf', pdfOfSize(2 * MB)));
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ code: string; message: string }>()).toMatchObject({
      code: 'ATTACHMENT_STORAGE_FULL',
      message: expect.stringContaining('högst 200 MB') as string,
    });
    expect(await stored()).toEqual(before);
    expect((await upload(multipart('litet.pdf', 'application/pdf', pdfOfSize(MB / 2)))).statusCode).toBe(201);
  });

  it('lets only one of two uploads at once take the member’s last room', async () => {
    await fillStorage(MAX_ATTACHMENT_BYTES_PER_MEMBER - 1.5 * MB);
    const other = await insertVoucher(test.db, owner, { date: '2026-02-02' });
    const both = await Promise.all([
      upload(multipart('a.pdf', 'application/pdf', pdfOfSize(MB))),
      upload(multipart('b.pdf', 'application/pdf', pdfOfSize(MB)), other),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    const [row] = await test.db.query<{ bytes: string }>(
      `SELECT sum(a.size_bytes)::text AS bytes FROM cashbook_attachment a
       JOIN cashbook_voucher v ON v.id = a.voucher_id WHERE v.stakeholder_id = $1`,
      [owner.stakeholderId],
    );
    expect(Number(row?.bytes)).toBeLessThanOrEqual(MAX_ATTACHMENT_BYTES_PER_MEMBER);
    expect((await stored()).chunks.length).toBe(4);
  });

  it('never lists or serves an upload still receiving, and clears one a stopped server left', async () => {
    const [left] = await test.db.query<{ id: string }>(
      `INSERT INTO cashbook_attachment (voucher_id, file_name, content_type, size_bytes, receiving, uploaded_by,
         uploaded_at)
       VALUES ($1, 'bilaga', 'application/pdf', 0, true, $2, $3) RETURNING id`,
      [voucher.id, owner.personId, new Date(clock.now().getTime() - 2 * 60 * 60 * 1000)],
    );
    if (left === undefined) throw new Error('no row');
    await test.db.query(
      `INSERT INTO cashbook_attachment_chunk (attachment_id, position, content) VALUES ($1, 0, $2)`,
      [left.id, PDF],
    );
    expect(await listed()).toEqual([]);
    expect((await download(left.id)).statusCode).toBe(404);
    expect((await upload(multipart('kvitto.pdf', 'application/pdf', PDF))).statusCode).toBe(201);
    const { attachments, chunks } = await stored();
    expect(attachments.map((row) => row.id)).not.toContain(left.id);
    expect(chunks.length).toBe(1);
  });

  it('keeps nothing of a file refused by its content or its size', async () => {
    const html = await upload(multipart('sida.pdf', 'application/pdf', Buffer.from('<html>hej</html>')));
    expect(html.statusCode).toBe(422);
    expect(html.json()).toMatchObject({ code: 'ATTACHMENT_TYPE' });
    const big = await uploadJson({
      fileName: 'stor.pdf',
      contentBase64: pdfOfSize(MAX_ATTACHMENT_BYTES + 1).toString('base64'),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ fieldErrors: { file: ['Bilagan får vara högst 10 MB.'] } });
    expect(await stored()).toEqual({ attachments: [], chunks: [] });
  });

  it('reads a JSON upload as it comes: escaped slashes, the name after the content', async () => {
    const content = pdfOfSize(300 * 1024);
    const base64 = content.toString('base64').replaceAll('/', '\\/');
    const added = await uploadJson(`{ "contentBase64": "${base64}", "fileName": "kvitto\\u00e5.pdf" }`);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ fileName: 'kvittoå.pdf', sizeBytes: content.length });
    expect((await download(added.json<Attachment>().id)).rawPayload.equals(content)).toBe(true);
  });

  it('answers a JSON body it cannot read, or one declared too large, with a Swedish 4xx', async () => {
    for (const body of ['{"fileName": "k.pdf", "contentBase64": "JVBER', '{"fileName": 1}', 'null', '']) {
      const response = await uploadJson(body);
      expect(response.statusCode, body).toBe(422);
      expect(response.json<{ message: string }>().message, body).toMatch(/[åäö]/);
    }
    const missing = await uploadJson({ fileName: 'k.pdf' });
    expect(missing.json()).toMatchObject({ code: 'ATTACHMENT_MISSING' });
    const declared = await uploadJson('{}', { 'content-length': String(20 * MB) });
    expect(declared.statusCode).toBe(413);
    expect(await stored()).toEqual({ attachments: [], chunks: [] });
  });
});
