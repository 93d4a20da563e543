import { beforeAll, describe, expect, it } from 'vitest';
import type { TransactionPage } from '#contracts/transactions';
import { insertPerson, insertStaff } from '../../db/seed/builders.js';
import { insertBooking, type AccountRow } from '../../db/seed/economy-builders.js';
import { newEconomyMember, type EconomyMember as Member } from '../../testing/economy-member.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

const clock = testClock(new Date('2026-03-10T09:00:00Z'));

describe('transactions: filters, validation, owner scoping, CSV', () => {
  let karin: Member;
  let other: Member;

  const test = portalForTests({ clock });
  beforeAll(async () => {
    karin = await newEconomyMember(test, clock);
    other = await newEconomyMember(test, clock);
    const book = (
      account: AccountRow,
      bookedOn: string,
      kind: Parameters<typeof insertBooking>[2]['kind'],
      text: string,
      amountOre: number,
    ) => insertBooking(test.db, account, { bookedOn, kind, text, amountOre });
    await book(karin.plan, '2025-01-15', 'likvid', 'Likvid enligt avräkning AVR-100', 50_000_000);
    await book(karin.merkonto, '2025-06-30', 'likvid', 'Likvid gallring Ekeby 2:7', 12_345_67);
    await book(karin.merkonto, '2025-09-01', 'uttag', 'Uttag till bankkonto', -2_000_000);
    await book(karin.merkonto, '2025-12-31', 'ranta', 'Ränta merkonto 2025', 4_321);
    await book(karin.plan, '2026-01-31', 'overforing', 'Utbetalning enligt betalningsplan', -10_000_000);
    await book(karin.merkonto, '2026-01-31', 'overforing', 'Från betalningsplan', 10_000_000);
    await book(
      karin.merkonto,
      '2026-02-01',
      'avgift',
      '=HYPERLINK("http://x";"klicka") 100% rabatt_',
      -5_000,
    );
    await book(karin.merkonto, '2026-02-02', 'likvid', 'ÅTERBETALNING; "moms"', 1_50);
    await book(other.merkonto, '2026-01-01', 'likvid', 'Annans likvid', 99_900);
  });

  const get = (member: Member | string, query = '') =>
    test.app.inject({
      url: `/api/transactions${query === '' ? '' : `?${query}`}`,
      headers: { cookie: typeof member === 'string' ? member : member.cookie },
    });
  const page = async (query = '', member: Member | string = karin) => {
    const response = await get(member, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TransactionPage>();
  };
  const texts = (result: TransactionPage) => result.transactions.map((t) => t.text);

  it('lists every booking on the member’s accounts, newest first, with balances, totals and sums', async () => {
    const result = await page();
    expect(result.accounts.map((a) => [a.number, a.kind])).toEqual([
      [karin.merkonto.number, 'merkonto'],
      [karin.plan.number, 'betalningsplan'],
    ]);
    expect(result.transactions.map((t) => t.bookedOn)).toEqual([
      '2026-02-02',
      '2026-02-01',
      '2026-01-31',
      '2026-01-31',
      '2025-12-31',
      '2025-09-01',
      '2025-06-30',
      '2025-01-15',
    ]);
    expect(texts(result)).not.toContain('Annans likvid');
    expect(result.transactions[0]).toMatchObject({
      kind: 'likvid',
      amountOre: 150,
      accountId: karin.merkonto.id,
    });
    // Same day: the later booking first; the plan's payout left 40 000 kr on the plan.
    expect(result.transactions[2]).toMatchObject({
      text: 'Från betalningsplan',
      balanceAfterOre: 10_000_000 + 1_234_567 - 2_000_000 + 4_321,
    });
    expect(result.transactions[3]).toMatchObject({
      text: 'Utbetalning enligt betalningsplan',
      balanceAfterOre: 40_000_000,
    });
    expect(result.total).toEqual({ count: 8, capped: false });
    expect(result.sums).toEqual({
      inOre: 50_000_000 + 1_234_567 + 4_321 + 10_000_000 + 150,
      outOre: -2_000_000 - 10_000_000 - 5_000,
    });
    expect(result.nextCursor).toBeNull();
  });

  it('filters by account, period, kind and text, together', async () => {
    expect(texts(await page(`account=${karin.plan.id}`))).toEqual([
      'Utbetalning enligt betalningsplan',
      'Likvid enligt avräkning AVR-100',
    ]);
    expect(texts(await page('account=all&from=2025-06-30&to=2025-12-31'))).toEqual([
      'Ränta merkonto 2025',
      'Uttag till bankkonto',
      'Likvid gallring Ekeby 2:7',
    ]);
    expect(texts(await page('kind=overforing'))).toHaveLength(2);
    expect(texts(await page(`kind=overforing&account=${karin.merkonto.id}`))).toEqual([
      'Från betalningsplan',
    ]);
    const periodSums = await page('from=2026-01-01&to=2026-01-31');
    expect(periodSums.sums).toEqual({ inOre: 10_000_000, outOre: -10_000_000 });
  });

  it('searches text case-insensitively, å included, with % and _ as plain letters', async () => {
    expect(texts(await page('q=återbetalning'))).toEqual(['ÅTERBETALNING; "moms"']);
    expect(texts(await page('q=%20EKEBY%20'))).toEqual(['Likvid gallring Ekeby 2:7']);
    expect(texts(await page(`q=${encodeURIComponent('100%')}`))).toHaveLength(1);
    expect(texts(await page(`q=${encodeURIComponent('%')}`))).toHaveLength(1);
    expect(texts(await page(`q=${encodeURIComponent('_')}`))).toHaveLength(1);
    expect(texts(await page(`q=${encodeURIComponent('g_llring')}`))).toEqual([]);
    const none = await page('q=finns-inte');
    expect(none).toMatchObject({ transactions: [], total: { count: 0, capped: false }, nextCursor: null });
  });

  it('refuses bad filters with Swedish messages per field', async () => {
    const bad = await get(karin, `from=2026-02-30&to=igår&kind=lotteri&q=${'x'.repeat(101)}&account=123`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      account: ['Välj ett av dina konton i listan.'],
      from: ['Skriv datumet som år-månad-dag, till exempel 2026-01-31.'],
      to: ['Skriv datumet som år-månad-dag, till exempel 2026-12-31.'],
      kind: ['Välj en typ av transaktion i listan.'],
      q: ['Sökordet får vara högst 100 tecken.'],
    });
    const order = await get(karin, 'from=2026-02-01&to=2026-01-01');
    expect(order.json<{ fieldErrors: unknown }>().fieldErrors).toEqual({
      to: ['Från-datumet kan inte vara efter till-datumet.'],
    });
    for (const limit of ['0', '101', 'tio', '-5', '2.5']) {
      const response = await get(karin, `limit=${limit}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toHaveProperty('limit');
    }
  });

  it('refuses a cursor it did not make, in Swedish', async () => {
    const bad = [
      'nonsense!',
      Buffer.from('2026-02-30:5').toString('base64url'),
      Buffer.from('2026-01-01:0').toString('base64url'),
      Buffer.from("2026-01-01:1' OR 1=1").toString('base64url'),
      Buffer.from('2026-01-01:99999999999999999999').toString('base64url'),
      'x'.repeat(200),
    ];
    for (const cursor of bad) {
      const response = await get(karin, `cursor=${encodeURIComponent(cursor)}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
        cursor: ['Listan kunde inte fortsätta där den slutade. Ladda om sidan och försök igen.'],
      });
    }
  });

  it('answers 404 for another member’s account or an unknown one, and never shows their bookings', async () => {
    for (const account of [other.merkonto.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await get(karin, `account=${account}`);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toBe('Kontot finns inte bland dina konton.');
      expect(response.body).not.toContain('Annans');
      const csv = await test.app.inject({
        url: `/api/transactions/export.csv?account=${account}`,
        headers: { cookie: karin.cookie },
      });
      expect(csv.statusCode).toBe(404);
    }
  });

  it('lets read-only roles read: a representative and a staff viewer', async () => {
    const delegate = await insertPerson(test.db);
    const asDelegate = await signIn(
      test,
      { personId: delegate.id, stakeholderId: karin.stakeholderId, roles: ['DelegatedRight'] },
      clock,
    );
    expect((await page('', asDelegate)).transactions).toHaveLength(8);
    const staff = await insertPerson(test.db);
    await insertStaff(test.db, staff);
    const asViewer = await signIn(
      test,
      { personId: staff.id, stakeholderId: karin.stakeholderId, roles: ['Viewer'] },
      clock,
    );
    expect((await page('kind=uttag', asViewer)).transactions).toHaveLength(1);
    const csv = await test.app.inject({ url: '/api/transactions/export.csv', headers: { cookie: asViewer } });
    expect(csv.statusCode).toBe(200);
    const audit = await test.db.query<{ route: string }>(
      'SELECT DISTINCT route FROM audit_event WHERE actor_person_id = $1 ORDER BY route',
      [staff.id],
    );
    expect(audit.map((a) => a.route)).toEqual(['/api/transactions', '/api/transactions/export.csv']);
    const anonymous = await test.app.inject({ url: '/api/transactions' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('exports the filtered bookings as CSV that Swedish Excel reads, guarded against formulas', async () => {
    const response = await test.app.inject({
      url: `/api/transactions/export.csv?from=2025-06-01&to=2026-02-28&account=${karin.merkonto.id}`,
      headers: { cookie: karin.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="transaktioner_2025-06-01_2026-02-28.csv"',
    );
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = raw.toString('utf8').slice(1);
    expect(body.endsWith('\r\n')).toBe(true);
    const lines = body.slice(0, -2).split('\r\n');
    expect(lines[0]).toBe('Datum;Konto;Kontotyp;Typ;Text;Belopp (kr);Saldo efter (kr)');
    const rows = lines.slice(1).map(parseCsvLine);
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.length === 7)).toBe(true);
    expect(rows[0]).toEqual([
      '2026-02-02',
      karin.merkonto.number,
      'Merkonto',
      'Likvid',
      'ÅTERBETALNING; "moms"',
      '1,50',
      '92340,38',
    ]);
    expect(rows[1]?.[4]).toBe(`'=HYPERLINK("http://x";"klicka") 100% rabatt_`);
    expect(rows[1]?.[5]).toBe('-50,00');
    expect(rows.at(-1)).toEqual([
      '2025-06-30',
      karin.merkonto.number,
      'Merkonto',
      'Likvid',
      'Likvid gallring Ekeby 2:7',
      '12345,67',
      '12345,67',
    ]);
    const all = await test.app.inject({
      url: '/api/transactions/export.csv',
      headers: { cookie: karin.cookie },
    });
    expect(all.headers['content-disposition']).toBe(
      'attachment; filename="transaktioner_fran-borjan_2026-03-10.csv"',
    );
    expect(all.rawPayload.toString('utf8').split('\r\n')).toHaveLength(1 + 8 + 1);
    const bad = await test.app.inject({
      url: '/api/transactions/export.csv?to=2026-13-01',
      headers: { cookie: karin.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});

/** A CSV line as Excel reads it: semicolons, "…" quoting with "" for a quote. */
function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c ?? '';
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      cells.push(cell);
      cell = '';
    } else cell += c ?? '';
  }
  cells.push(cell);
  return cells;
}
