import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FinalPriceAnswer, Order, OrderSummaries } from '#contracts/checkout';
import { amountToPay } from '#contracts/order-steps';
import {
  insertPerson,
  insertPersonStakeholder,
  insertStaff,
  type PersonRow,
  type StakeholderRow,
} from '../../db/seed/builders.js';
import { insertMandate } from '../../db/seed/mandates-builders.js';
import { insertClearingOrder } from '../../db/seed/order-builders.js';
import { insertPlannedEstate } from '../../db/seed/stand-builders.js';
import { pdfText } from '../../pdf/pdf-text.js';
import { listenForBankId, SAME_ORIGIN } from '../../testing/bankid-login.js';
import { signIn } from '../../testing/sign-in.js';
import { bankIdSigning } from '../../testing/signed-write.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

/**
 * "Blir det dyrare frågar vi dig först": a final price above the estimate the member signed waits for their
 * answer. Until they accept it with BankID the estimate is what they pay, on every page, list and receipt.
 */
describe('a final price above the estimate', () => {
  let karin: PersonRow;
  let owner: StakeholderRow;
  let number: string;
  let member: string;
  let editor: string;
  let keys = 0;
  const clock = testClock(new Date('2026-11-24T09:00:00Z'));

  const test = portalForTests({ clock });
  beforeAll(async () => {
    await listenForBankId(test);
  });
  beforeEach(async () => {
    karin = await insertPerson(test.db, { givenName: 'Karin', surname: 'Lindqvist' });
    owner = await insertPersonStakeholder(test.db, karin);
    const estate = await insertPlannedEstate(test.db, owner.id);
    ({ number } = await insertClearingOrder(
      test.db,
      { stakeholderId: owner.id, personId: karin.id },
      estate.id,
    ));
    const lena = await insertPerson(test.db, { givenName: 'Lena', surname: 'Sjöberg' });
    await insertStaff(test.db, lena, { mayEdit: true });
    member = await signIn(test, { personId: karin.id, stakeholderId: owner.id, roles: ['Member'] }, clock);
    editor = await signIn(
      test,
      { personId: lena.id, stakeholderId: null, roles: ['Viewer', 'Editor'] },
      clock,
    );
    for (const body of [
      { step: 'confirmed', plannedFrom: '2026-11-24', plannedUntil: '2026-12-04', note: '' },
      { step: 'scheduled', scheduledOn: '2026-11-24', contractor: 'Röj & Plant AB', note: '' },
    ]) {
      const taken = await staffStep(body);
      if (taken.statusCode !== 200) throw new Error(taken.body);
    }
  });

  const staffStep = (body: object) =>
    test.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${number}/steps`,
      headers: { ...SAME_ORIGIN, cookie: editor },
      payload: body,
    });
  /** The advisor marks it done at 10 200 kr without moms… here 8 160 kr + moms = 10 200 kr. */
  const doneAt = (netOre: number) =>
    staffStep({
      step: 'done',
      doneOn: '2026-11-24',
      lines: [{ position: 1, areaHa: 2.1, netOre }],
      priceReason: netOre === 710_600 ? '' : 'Tätare ungskog än planen visade.',
      note: '',
    });
  const order = async (cookie = member): Promise<Order> =>
    (await test.app.inject({ url: `/api/orders/${number}`, headers: { cookie } })).json<Order>();
  const listed = async () =>
    (await test.app.inject({ url: '/api/purchases', headers: { cookie: member } })).json<OrderSummaries>()
      .orders[0];
  const open = async () =>
    (
      await test.app.inject({ url: '/api/overview/orders', headers: { cookie: member } })
    ).json<OrderSummaries>().orders;
  const answer = (verb: 'accept' | 'decline', cookie = member) => ({
    method: 'POST' as const,
    url: `/api/orders/${number}/final-price/${verb}`,
    headers: { ...SAME_ORIGIN, cookie, 'idempotency-key': `final-price-${String(++keys)}` },
  });
  const receiptText = async () =>
    (
      await pdfText(
        (await test.app.inject({ url: `/api/orders/${number}/receipt`, headers: { cookie: member } }))
          .rawPayload,
      )
    ).join(' ');

  it('keeps the estimate as what she pays until she answers, and asks her in the notice', async () => {
    expect((await doneAt(816_000)).statusCode).toBe(200);
    const waiting = await order();
    expect(waiting.status).toBe('done');
    expect(amountToPay(waiting)).toEqual({
      netOre: 710_600,
      vatOre: 177_650,
      totalOre: 888_250,
      basis: 'estimate',
    });
    // The list, the overview (still open: it waits for her) and the receipt say the same amount.
    expect((await listed())?.totalOre).toBe(888_250);
    expect((await open()).map((o) => o.number)).toEqual([number]);
    expect(await receiptText()).toMatch(/Att betala: 8\s882,50\skr inkl\. moms\. Slutpriset är högre/);
    const [notice] = await test.db.query<{ title: string; text: string }>(
      `SELECT title, body AS text FROM notification WHERE stakeholder_id = $1 AND title LIKE '%utförd%'`,
      [owner.id],
    );
    expect(notice?.title).toBe(`Beställning ${number} är utförd: svara om det nya slutpriset`);
    expect(notice?.text).toMatch(/Slutpriset blev 10\s200,00\skr inkl\. moms, mer än de 8\s882,50\skr/);
    expect(notice?.text).toMatch(/Avböjer du betalar du 8\s882,50\skr/);
  });

  it('makes the final price what she pays once she accepts it with BankID, and shows what she signed', async () => {
    await doneAt(816_000);
    const signing = bankIdSigning(test);
    const { text } = await signing.signFor(answer('accept'));
    expect(text).toContain('Godkännande av nytt slutpris');
    expect(text).toMatch(/Uppskattat pris när du beställde.*8\s882,50\skr inkl\. moms/);
    expect(text).toMatch(/Nytt slutpris som jag godkänner.*10\s200,00\skr inkl\. moms/);
    expect(text).toContain('Tätare ungskog än planen visade.');
    const accepted = await signing.signed(answer('accept'));
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json<FinalPriceAnswer>()).toMatchObject({ number, status: 'price-accepted' });
    const after = await order();
    const waitingContactName = after.contact.name;
    expect(after.status).toBe('price-accepted');
    expect(after.finalPriceSignature?.signerName).toBe('Karin Lindqvist');
    expect(amountToPay(after).totalOre).toBe(1_020_000);
    expect((await listed())?.totalOre).toBe(1_020_000);
    expect(await open()).toEqual([]);
    expect(await receiptText()).toMatch(/Att betala: 10\s200,00\skr inkl\. moms\. Du godkände/);
    const mails = await test.db.query<{ subject: string }>(
      `SELECT subject FROM outgoing_mail WHERE subject LIKE $1 || '%'`,
      [number],
    );
    expect(mails.map((m) => m.subject)).toEqual([
      `${number}: ${waitingContactName} har godkänt det nya slutpriset`,
    ]);
  });

  it('keeps the estimate when she declines, and takes no second answer', async () => {
    await doneAt(816_000);
    const declined = await test.app.inject(answer('decline'));
    expect(declined.statusCode).toBe(201);
    const after = await order();
    expect(after.status).toBe('price-declined');
    expect(amountToPay(after).totalOre).toBe(888_250);
    expect(await receiptText()).toMatch(/Att betala: 8\s882,50\skr inkl\. moms\. Du avböjde/);
    const again = await bankIdSigning(test).ask(answer('accept'));
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/väntar inte på ditt svar/);
  });

  it('asks nothing when the final price is the estimate or lower, and the final price is what she pays', async () => {
    await doneAt(650_000);
    const done = await order();
    expect(amountToPay(done)).toMatchObject({ totalOre: 812_500, basis: 'final' });
    expect((await listed())?.totalOre).toBe(812_500);
    expect((await test.app.inject(answer('decline'))).statusCode).toBe(409);
  });

  it('lets no representative answer, and answers 404 for another member’s order', async () => {
    await doneAt(816_000);
    const maria = await insertPerson(test.db, { givenName: 'Maria', surname: 'Lindqvist' });
    await insertMandate(test.db, owner, maria);
    const representative = await signIn(
      test,
      { personId: maria.id, stakeholderId: owner.id, roles: ['DelegatedRight'] },
      clock,
    );
    expect((await test.app.inject(answer('decline', representative))).statusCode).toBe(403);
    const olle = await insertPerson(test.db, { givenName: 'Olle', surname: 'Persson' });
    const other = await insertPersonStakeholder(test.db, olle);
    const stranger = await signIn(
      test,
      { personId: olle.id, stakeholderId: other.id, roles: ['Member'] },
      clock,
    );
    expect((await test.app.inject(answer('decline', stranger))).statusCode).toBe(404);
    expect((await order()).status).toBe('done');
  });
});
