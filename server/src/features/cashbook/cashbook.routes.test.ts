import { beforeEach, describe, expect, it } from 'vitest';
import type { CashbookSummary, Verificate, Verificates, VoucherInput } from '#contracts/cashbook';
import { insertPerson, insertPersonStakeholder } from '../../db/seed/builders.js';
import { credit, debit, insertVoucher, type VoucherOwner } from '../../db/seed/cashbook-builders.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

const SAME_ORIGIN = { origin: 'http://localhost:3000' };
let keys = 0;
const key = (): string => `test-key-${String(++keys)}`;

const plants: VoucherInput = {
  date: '2026-03-02',
  text: 'Granplantor',
  rows: [debit(4020, 1000), debit(2640, 250), credit(1930, 1250)],
};

describe('the cashbook: booking, numbering, changing and discarding', () => {
  let owner: VoucherOwner;
  let cookie: string;
  // 10 March 2026: 2025 is still open (until 30 June), 2024 is locked.
  const clock = testClock(new Date('2026-03-10T09:00:00Z'));
  const test = portalForTests({ clock });

  beforeEach(async () => {
    const person = await insertPerson(test.db);
    const stakeholder = await insertPersonStakeholder(test.db, person);
    owner = { stakeholderId: stakeholder.id, personId: person.id };
    cookie = await signIn(
      test,
      { personId: person.id, stakeholderId: stakeholder.id, roles: ['Member'] },
      clock,
    );
  });

  const create = (body: unknown, idempotencyKey = key()) =>
    test.app.inject({
      method: 'POST',
      url: '/api/Ir/CreateVerificate',
      headers: { ...SAME_ORIGIN, cookie, 'idempotency-key': idempotencyKey },
      payload: body as object,
    });
  const list = async (year: number) => {
    const response = await test.app.inject({
      url: `/api/Ir/GetVerificates?year=${String(year)}`,
      headers: { cookie },
    });
    return response.statusCode === 204 ? [] : response.json<Verificates>().verificates;
  };
  const summary = async (year: number) =>
    (
      await test.app.inject({ url: `/api/Ir/GetCashbookSummary?year=${String(year)}`, headers: { cookie } })
    ).json<CashbookSummary>();

  it('lists the forestry chart with groups and VAT rates', async () => {
    const response = await test.app.inject({ url: '/api/Ir/GetAccountTypes', headers: { cookie } });
    const { accountTypes } = response.json<{
      accountTypes: { number: number; group: string; vatRate: number }[];
    }>();
    const of = (number: number) => accountTypes.find((account) => account.number === number);
    expect(of(1930)).toMatchObject({ group: 'asset', vatRate: 0 });
    expect(of(1940)).toMatchObject({ group: 'asset' });
    expect(of(2013)).toMatchObject({ group: 'equity' });
    expect(of(2640)).toMatchObject({ group: 'liability' });
    expect(of(3010)).toMatchObject({ group: 'income', vatRate: 25 });
    expect(of(4040)).toMatchObject({ group: 'cost', vatRate: 25 });
  });

  it('answers 204 for a year without vouchers', async () => {
    const response = await test.app.inject({ url: '/api/Ir/GetVerificates?year=2026', headers: { cookie } });
    expect(response.statusCode).toBe(204);
  });

  it('books balanced vouchers numbered per year without gaps, A1, A2 …', async () => {
    const first = await create(plants);
    expect(first.statusCode).toBe(201);
    expect((await create({ ...plants, text: 'Fler plantor' })).statusCode).toBe(201);
    expect((await create({ ...plants, date: '2025-12-30', text: 'Förra året' })).statusCode).toBe(201);
    const year = await list(2026);
    expect(year.map((voucher) => [voucher.series, voucher.number, voucher.text])).toEqual([
      ['A', 1, 'Granplantor'],
      ['A', 2, 'Fler plantor'],
    ]);
    expect(year[0]).toMatchObject({
      id: first.json<{ id: number }>().id,
      rows: plants.rows,
      discarded: false,
    });
    expect((await list(2025)).map((voucher) => voucher.number)).toEqual([1]);
  });

  it('refuses an unbalanced voucher with the difference, and changes nothing', async () => {
    const response = await create({ ...plants, rows: [debit(4020, 1000), credit(1930, 990)] });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      rows: ['Debet och kredit måste vara lika stora. Differensen är 10,00 kr.'],
    });
    expect(await list(2026)).toEqual([]);
  });

  it('puts row problems on their rows: both sides, no amount, unknown account, too few rows', async () => {
    const both = await create({
      ...plants,
      rows: [
        { account: 4020, debitOre: 100, creditOre: 100 },
        { account: 9999, debitOre: 0, creditOre: 0 },
      ],
    });
    expect(both.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      'rows.0.creditOre': ['En rad kan inte ha både debet och kredit. Dela upp den på två rader.'],
      'rows.1.account': ['Kontot finns inte i kontoplanen. Välj ett konto i listan.'],
      'rows.1.debitOre': ['Ange ett belopp i debet eller kredit.'],
    });
    const lonely = await create({ ...plants, rows: [] });
    expect(lonely.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      rows: ['En verifikation behöver minst två rader.'],
    });
  });

  it('answers id -1 with a field error for a date in the future or in a locked year', async () => {
    const future = await create({ ...plants, date: '2026-03-11' });
    expect(future.statusCode).toBe(422);
    expect(future.json()).toMatchObject({
      id: -1,
      fieldErrors: { date: ['Datumet får inte ligga i framtiden.'] },
    });
    const locked = await create({ ...plants, date: '2024-12-31' });
    expect(locked.json()).toMatchObject({
      id: -1,
      fieldErrors: { date: ['Datumet måste ligga i ett öppet räkenskapsår (2025 eller 2026).'] },
    });
  });

  it('answers id -1 (409) when the database refuses the booking, and keeps the series intact', async () => {
    await insertVoucher(test.db, owner, { date: '2026-01-05' });
    await insertVoucher(test.db, owner, { date: '2026-01-06' });
    // A damaged series would hand out number 2 again: the unique number refuses it.
    await test.db.query('UPDATE cashbook_series SET last_number = 1 WHERE stakeholder_id = $1', [
      owner.stakeholderId,
    ]);
    const refused = await create(plants);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      id: -1,
      code: 'NOT_SAVED',
      message: 'Verifikationen kunde inte sparas. Ingenting ändrades. Försök igen.',
    });
    expect((await list(2026)).length).toBe(2);
  });

  it('books once for a retried request with the same Idempotency-Key', async () => {
    const sameKey = key();
    const [a, b] = await Promise.all([create(plants, sameKey), create(plants, sameKey)]);
    expect(a.json<{ id: number }>().id).toBe(b.json<{ id: number }>().id);
    expect((await list(2026)).length).toBe(1);
  });

  it('changes a voucher, keeps its number and files what it was', async () => {
    const { id } = (await create(plants)).json<{ id: number }>();
    const changed = await test.app.inject({
      method: 'PUT',
      url: `/api/Ir/EditVerificate/${String(id)}`,
      headers: { ...SAME_ORIGIN, cookie },
      payload: {
        date: '2026-03-03',
        text: 'Granplantor, rättad',
        rows: [debit(4020, 1250), credit(1930, 1250)],
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Verificate>()).toMatchObject({
      number: 1,
      date: '2026-03-03',
      text: 'Granplantor, rättad',
    });
    const history = await test.db.query<{ previous: { text: string } }>(
      'SELECT previous FROM cashbook_voucher_change WHERE voucher_id = $1',
      [id],
    );
    expect(history.map((row) => row.previous.text)).toEqual(['Granplantor']);
    const otherYear = await test.app.inject({
      method: 'PUT',
      url: `/api/Ir/EditVerificate/${String(id)}`,
      headers: { ...SAME_ORIGIN, cookie },
      payload: { ...plants, date: '2025-12-01' },
    });
    expect(otherYear.statusCode).toBe(422);
    expect(otherYear.json<{ fieldErrors: { date: string[] } }>().fieldErrors.date[0]).toContain(
      'måste ligga i 2026',
    );
  });

  it('refuses changing or discarding a voucher in a locked year', async () => {
    const old = await insertVoucher(test.db, owner, { date: '2024-05-01' });
    for (const [method, url] of [
      ['PUT', `/api/Ir/EditVerificate/${old.id}`],
      ['POST', `/api/Ir/DiscardVerificate/${old.id}`],
    ] as const) {
      const response = await test.app.inject({
        method,
        url,
        headers: { ...SAME_ORIGIN, cookie },
        payload: plants,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'YEAR_LOCKED' });
    }
  });

  it('discards a voucher: it keeps its number, counts no more, and cannot be changed', async () => {
    const { id } = (await create(plants)).json<{ id: number }>();
    const discard = () =>
      test.app.inject({
        method: 'POST',
        url: `/api/Ir/DiscardVerificate/${String(id)}`,
        headers: { ...SAME_ORIGIN, cookie },
      });
    expect((await discard()).json<Verificate>()).toMatchObject({ number: 1, discarded: true });
    expect((await discard()).statusCode).toBe(200);
    expect((await summary(2026)).accounts).toEqual([]);
    const next = (await create(plants)).json<{ id: number }>();
    expect((await list(2026)).map((voucher) => [voucher.number, voucher.discarded, voucher.id])).toEqual([
      [1, true, id],
      [2, false, next.id],
    ]);
    const edit = await test.app.inject({
      method: 'PUT',
      url: `/api/Ir/EditVerificate/${String(id)}`,
      headers: { ...SAME_ORIGIN, cookie },
      payload: plants,
    });
    expect(edit.json()).toMatchObject({ code: 'DISCARDED' });
  });

  it('sums the year per account with opening balances carried from earlier years', async () => {
    await insertVoucher(test.db, owner, {
      date: '2025-01-02',
      rows: [debit(1930, 10_000), credit(2010, 10_000)],
    });
    await insertVoucher(test.db, owner, {
      date: '2025-09-30',
      rows: [debit(1930, 5_000), credit(3010, 5_000)],
    });
    await insertVoucher(test.db, owner, { date: '2026-02-01', rows: [debit(4040, 800), credit(1930, 800)] });
    await insertVoucher(test.db, owner, { date: '2026-02-02', rows: [debit(1930, 300), credit(8310, 300)] });
    const year = await summary(2026);
    expect(year.accounts).toEqual([
      {
        number: 1930,
        name: 'Företagskonto (bank)',
        group: 'asset',
        openingOre: 1_500_000,
        debitOre: 30_000,
        creditOre: 80_000,
        closingOre: 1_450_000,
      },
      {
        number: 2010,
        name: 'Eget kapital',
        group: 'equity',
        openingOre: -1_500_000,
        debitOre: 0,
        creditOre: 0,
        closingOre: -1_500_000,
      },
      {
        number: 4040,
        name: 'Röjning',
        group: 'cost',
        openingOre: 0,
        debitOre: 80_000,
        creditOre: 0,
        closingOre: 80_000,
      },
      {
        number: 8310,
        name: 'Ränteintäkter merkonto och betalningsplan',
        group: 'income',
        openingOre: 0,
        debitOre: 0,
        creditOre: 30_000,
        closingOre: -30_000,
      },
    ]);
    expect(year).toMatchObject({ incomeOre: 30_000, costOre: 80_000, resultOre: -50_000, locked: false });
    expect(year.years).toEqual([
      { year: 2026, locked: false },
      { year: 2025, locked: false },
    ]);
  });
});
