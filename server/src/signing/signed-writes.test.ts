import { beforeAll, describe, expect, it } from 'vitest';
import type { Withdrawal, Withdrawals } from '#contracts/economy';
import type { Role } from '#contracts/roles';
import { insertPerson, insertPersonStakeholder, insertStaff } from '../db/seed/builders.js';
import { insertAccount, insertBooking } from '../db/seed/economy-builders.js';
import { bankIdBrowser, bankIdPhone, cookieFrom, listenForBankId } from '../testing/bankid-login.js';
import { signIn } from '../testing/sign-in.js';
import { bankIdSigning } from '../testing/signed-write.js';
import { portalForTests } from '../testing/portal-for-tests.js';
import { testClock } from '../testing/test-clock.js';

// Tuesday 10 March 2026, 10.00 in Sweden: before the withdrawal cut-off.
const clock = testClock(new Date('2026-03-10T09:00:00Z'));
let keys = 0;
const key = (): string => `signed-key-${String(++keys)}`;
const MINUTE = 60 * 1000;

/** The signing of a withdrawal, end to end through the simulator; the other writes share the same hooks. */
describe('a withdrawal signed with BankID', () => {
  let signing: ReturnType<typeof bankIdSigning>;

  const member = async (roles: Role[] = ['Member']) => {
    const person = await insertPerson(test.db, { givenName: 'Karin', surname: 'Lind' });
    const stakeholder = await insertPersonStakeholder(test.db, person);
    const account = await insertAccount(test.db, stakeholder);
    await insertBooking(test.db, account, {
      bookedOn: '2026-03-02',
      kind: 'likvid',
      text: 'Likvid',
      amountOre: 5_000_000,
    });
    const cookie = await signIn(test, { personId: person.id, stakeholderId: stakeholder.id, roles }, clock);
    return { person, stakeholderId: stakeholder.id, cookie };
  };
  const withdrawal = (
    cookie: string,
    body: object = { amountOre: 123_450, payOn: '2026-03-12' },
    idempotencyKey = key(),
  ) => ({
    method: 'POST' as const,
    url: '/api/withdrawals',
    headers: { cookie, 'idempotency-key': idempotencyKey },
    payload: body,
  });
  const withdrawals = async (cookie: string) =>
    (await test.app.inject({ url: '/api/withdrawals', headers: { cookie } })).json<Withdrawals>().withdrawals;

  const test = portalForTests({ clock });
  beforeAll(async () => {
    await listenForBankId(test);
    signing = bankIdSigning(test);
  });

  it('asks for a signature of whom it is for, the accounts, amount and day, and carries it out only once signed', async () => {
    const { cookie, person, stakeholderId } = await member();
    const write = withdrawal(cookie);
    const asked = await signing.ask(write);
    expect(asked.statusCode).toBe(202);
    const { signingId, text } = asked.json<{ signingId: string; text: string }>();
    const merkonto = (
      await test.app.inject({ url: '/api/withdrawals', headers: { cookie } })
    ).json<Withdrawals>().account.number;
    expect(text).toBe(
      [
        '# Uttag från merkontot',
        `För: Karin Lind, medlemsnummer ${stakeholderId}`,
        `Från merkonto: ${merkonto}`,
        'Belopp: 1\u00a0234,50\u00a0kr',
        'Till bankkonto: Swedbank 8327-9, 123 456 789-0',
        'Utbetalningsdag: 12 mars 2026',
      ].join('\n'),
    );
    expect(await withdrawals(cookie)).toEqual([]);
    expect((await signing.carryOut(write, signingId)).json()).toMatchObject({ code: 'SIGNATURE_INCOMPLETE' });

    const started = await signing.dialog.start(cookie, signingId);
    expect(started.json()).toMatchObject({ status: 'pending', messageCode: 'RFA1' });
    const order = await signing.phone.newestSignOrder();
    // BankID shows the text and asks for the session's person only.
    expect(order).toMatchObject({ userVisibleData: text, requiredPersonalNumber: person.personalNumber });
    await signing.phone.sign(order);
    expect(await signing.dialog.status(cookie, signingId)).toMatchObject({ status: 'complete' });

    const done = await signing.carryOut(write, signingId);
    expect(done.statusCode).toBe(201);
    const [listed] = await withdrawals(cookie);
    expect(listed).toMatchObject({
      amountOre: 123_450,
      signature: { signingId, signerName: 'Karin Lind', onBehalf: false },
    });
    // The evidence is kept whole, never in an answer.
    const [evidence] = await test.db.query<{ signature: string; ocsp_response: string; subject_id: string }>(
      'SELECT signature, ocsp_response, subject_id FROM signed_write WHERE id = $1',
      [signingId],
    );
    expect(evidence?.subject_id).toBe(done.json<Withdrawal>().id);
    expect(Buffer.from(evidence?.signature ?? '', 'base64').toString()).toContain('<usrNonVisibleData>');
    expect(evidence?.ocsp_response).not.toBe('');
    expect(done.body).not.toContain(evidence?.signature ?? 'x');

    const file = await test.app.inject({ url: `/api/signing/${signingId}/text`, headers: { cookie } });
    expect(file.headers['content-disposition']).toBe('attachment; filename="signerat-uttag-2026-03-10.txt"');
    expect(file.body).toBe(`${text}\n\nSignerad med BankID av Karin Lind 10 mars 2026 kl. 10:00.\n`);
  });

  it('replays the answer to a retry and refuses the signature for a second write', async () => {
    const { cookie } = await member();
    const write = withdrawal(cookie);
    const { signingId } = await signing.signFor(write);
    const first = await signing.carryOut(write, signingId);
    const retry = await signing.carryOut(write, signingId);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const again = await signing.carryOut(withdrawal(cookie), signingId);
    expect(again.json()).toMatchObject({ code: 'SIGNATURE_USED' });
    expect(await withdrawals(cookie)).toHaveLength(1);
  });

  it('carries out one withdrawal for 20 concurrent signed requests with one key', async () => {
    const { cookie, stakeholderId } = await member();
    const write = withdrawal(cookie);
    const { signingId } = await signing.signFor(write);
    const answers = await Promise.all(Array.from({ length: 20 }, () => signing.carryOut(write, signingId)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.json<Withdrawal>().id)).size).toBe(1);
    const [count] = await test.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM withdrawal WHERE stakeholder_id = $1',
      [stakeholderId],
    );
    expect(count?.n).toBe(1);
  });

  it('refuses a body changed after signing, and changes nothing', async () => {
    const { cookie } = await member();
    const idempotencyKey = key();
    const { signingId } = await signing.signFor(withdrawal(cookie, undefined, idempotencyKey));
    const changed = await signing.carryOut(
      withdrawal(cookie, { amountOre: 4_000_000, payOn: '2026-03-12' }, idempotencyKey),
      signingId,
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'SIGNATURE_MISMATCH' });
    expect(await withdrawals(cookie)).toEqual([]);
  });

  it('shows the app’s cancel and BankID’s expiry as RFA messages, and nothing is carried out', async () => {
    const { cookie } = await member();
    const write = withdrawal(cookie);
    const { signingId } = (await signing.ask(write)).json<{ signingId: string }>();
    await signing.dialog.start(cookie, signingId);
    await signing.phone.act((await signing.phone.newestSignOrder()).orderRef, 'cancel');
    expect(await signing.dialog.status(cookie, signingId)).toMatchObject({
      status: 'failed',
      messageCode: 'RFA6',
    });

    await signing.dialog.start(cookie, signingId);
    await signing.phone.act((await signing.phone.newestSignOrder()).orderRef, 'fail', {
      hintCode: 'expiredTransaction',
    });
    clock.advance(3 * 1000);
    expect(await signing.dialog.status(cookie, signingId)).toMatchObject({
      status: 'failed',
      messageCode: 'RFA8',
    });
    expect((await signing.carryOut(write, signingId)).json()).toMatchObject({ code: 'SIGNATURE_INCOMPLETE' });
    expect(await withdrawals(cookie)).toEqual([]);
  });

  it('starts a second signing of the person’s at once; BankID has cancelled the first (RFA3)', async () => {
    const { cookie } = await member();
    const first = (await signing.ask(withdrawal(cookie))).json<{ signingId: string }>();
    const second = (await signing.ask(withdrawal(cookie))).json<{ signingId: string }>();
    expect((await signing.dialog.start(cookie, first.signingId)).statusCode).toBe(200);
    expect((await signing.dialog.start(cookie, second.signingId)).json()).toMatchObject({
      status: 'pending',
    });
    expect(await signing.dialog.status(cookie, first.signingId)).toMatchObject({
      status: 'failed',
      messageCode: 'RFA3',
    });
  });

  it('refuses a signature by another person, and one used too late', async () => {
    const { cookie } = await member();
    const write = withdrawal(cookie);
    const { signingId } = (await signing.ask(write)).json<{ signingId: string }>();
    await signing.dialog.start(cookie, signingId);
    const order = await signing.phone.newestSignOrder();
    // BankID itself refuses another person's phone…
    expect((await signing.phone.sign(order, '194001011234')).statusCode).toBe(409);
    // …and were it to let one through, the portal refuses it.
    const stranger = await insertPerson(test.db, { givenName: 'Sven', surname: 'Annan' });
    await test.app.inject({
      method: 'POST',
      url: '/bankid-simulator/control/options',
      payload: { signedBy: stranger.personalNumber },
    });
    await signing.phone.sign(order);
    await test.app.inject({
      method: 'POST',
      url: '/bankid-simulator/control/options',
      payload: { signedBy: null },
    });
    expect(await signing.dialog.status(cookie, signingId)).toMatchObject({
      status: 'failed',
      messageCode: 'RFA22',
    });
    expect((await signing.carryOut(write, signingId)).json()).toMatchObject({ code: 'SIGNATURE_INCOMPLETE' });

    const late = withdrawal(cookie);
    const signed = await signing.signFor(late);
    clock.advance(11 * MINUTE);
    expect((await signing.carryOut(late, signed.signingId)).json()).toMatchObject({
      code: 'SIGNATURE_EXPIRED',
    });
    expect(await withdrawals(cookie)).toEqual([]);
  });

  it('lets only the session’s person follow or use a signing; another member’s is not found', async () => {
    const karin = await member();
    const other = await member();
    const write = withdrawal(karin.cookie);
    const { signingId } = await signing.signFor(write);
    expect(
      (await test.app.inject({ url: `/api/signing/${signingId}`, headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(404);
    expect((await signing.carryOut(withdrawal(other.cookie), signingId)).json()).toMatchObject({
      code: 'SIGNATURE_INVALID',
    });
    expect(
      (await test.app.inject({ url: `/api/signing/${signingId}/text`, headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(404);
    const malformed = await signing.carryOut(withdrawal(karin.cookie), 'not-a-signing');
    expect(malformed.statusCode).toBe(400);
  });

  it('checks the rules before anything is signed, and refuses viewers and representatives', async () => {
    const { cookie } = await member();
    const tooMuch = await signing.ask(withdrawal(cookie, { amountOre: 9_000_000, payOn: '2026-03-12' }));
    expect(tooMuch.statusCode).toBe(422);
    const viewer = await member(['Viewer']);
    expect((await signing.ask(withdrawal(viewer.cookie))).statusCode).toBe(403);
    const representative = await member(['DelegatedRight']);
    expect((await signing.ask(withdrawal(representative.cookie))).statusCode).toBe(403);
    const [unsigned] = await test.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM signed_write WHERE signed_at IS NULL AND text LIKE $1',
      ['%90\u00a0000%'],
    );
    expect(unsigned?.n).toBe(0);
  });

  it('names the member an Editor signs for, and records the Editor as the signer on the member’s behalf', async () => {
    const { stakeholderId } = await member();
    const staff = await insertPerson(test.db, { givenName: 'Lena', surname: 'Rådgivare' });
    await insertStaff(test.db, staff, { mayEdit: true });
    const cookie = await signIn(test, { personId: staff.id, stakeholderId, roles: ['Editor'] }, clock);
    const write = withdrawal(cookie);
    const { signingId, text } = await signing.signFor(write);
    expect(text.split('\n')[1]).toBe(`För: Karin Lind, medlemsnummer ${stakeholderId}`);
    const response = await signing.carryOut(write, signingId);
    expect(response.statusCode).toBe(201);
    const [listed] = await withdrawals(cookie);
    expect(listed?.signature).toMatchObject({ signerName: 'Lena Rådgivare', onBehalf: true });
  });

  it('never logs in with a signing’s BankID order, and never signs with a login’s', async () => {
    const { cookie, person } = await member();
    const write = withdrawal(cookie);
    const { signingId } = (await signing.ask(write)).json<{ signingId: string }>();
    const started = await signing.dialog.start(cookie, signingId);
    const flowCookie = cookieFrom(started, 'bankid');
    await signing.phone.sign(await signing.phone.newestSignOrder());
    // The completed signing, offered to the login page and to the login itself, before the dialog polls.
    const browser = bankIdBrowser(test);
    expect((await browser.status(flowCookie)).statusCode).toBe(204);
    const login = await browser.complete(flowCookie);
    expect(login.json()).toMatchObject({ code: 'BANKID_NOT_COMPLETED' });
    expect(login.cookies.map((set) => set.name)).not.toContain(test.config.session.cookieName);
    expect(await signing.dialog.status(cookie, signingId)).toMatchObject({ status: 'complete' });
    expect((await signing.carryOut(write, signingId)).statusCode).toBe(201);

    const other = withdrawal(cookie);
    const asked = (await signing.ask(other)).json<{ signingId: string }>();
    await signing.dialog.start(cookie, asked.signingId);
    const loginOrder = await browser.start();
    const phone = bankIdPhone(test);
    await phone.approve((await phone.newestOrder()).orderRef, person.personalNumber);
    // Were the signing to follow the login's order, it would find nothing it could sign by.
    const [loginToken] = /(?<=bankid=)[^;]+/.exec(loginOrder.flowCookie) ?? [];
    await test.db.query('UPDATE signed_write SET flow_token = $2 WHERE id = $1', [
      asked.signingId,
      loginToken,
    ]);
    expect(await signing.dialog.status(cookie, asked.signingId)).toMatchObject({ status: 'failed' });
    expect((await signing.carryOut(other, asked.signingId)).json()).toMatchObject({
      code: 'SIGNATURE_INCOMPLETE',
    });
  });
});
