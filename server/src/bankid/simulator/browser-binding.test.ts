import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BankIdStatus } from '#contracts/bankid';
import { bankIdBrowser, listenForBankId } from '../../testing/bankid-login.js';
import { testClock } from '../../testing/test-clock.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * Two people log in on one demo at once: each sees only their own order in the simulated BankID app, so
 * neither approves the other's; a tester on another device opens one by the code beside its QR code.
 */
describe('which orders the simulated BankID app shows', () => {
  let test: TestApp;
  let browser: ReturnType<typeof bankIdBrowser>;
  let clock: ReturnType<typeof testClock>;

  beforeEach(async () => {
    clock = testClock();
    test = await buildTestApp({ clock });
    await listenForBankId(test);
    browser = bankIdBrowser(test);
  });
  afterEach(async () => {
    await test.close();
  });

  const appPage = async (cookie?: string, query = '') =>
    test.app.inject({
      method: 'GET',
      url: `/bankid-simulator/app${query}`,
      headers: cookie === undefined ? {} : { cookie },
    });

  /** A login started by one browser: its cookie, the code its page shows, and the order in the simulator. */
  async function startLogin() {
    const { flowCookie, status } = await browser.start('qr');
    const { orders } = (
      await test.app.inject({ method: 'GET', url: '/bankid-simulator/control/orders' })
    ).json<{ orders: { orderRef: string }[] }>();
    return { flowCookie, code: status.simulatorCode ?? '', orderRef: orders[0]?.orderRef ?? '' };
  }

  it('lists an order only in the browser that started it', async () => {
    const anna = await startLogin();
    const bo = await startLogin();

    const annasApp = (await appPage(anna.flowCookie)).body;
    expect(annasApp).toContain(anna.orderRef);
    expect(annasApp).not.toContain(bo.orderRef);
    const bosApp = (await appPage(bo.flowCookie)).body;
    expect(bosApp).toContain(bo.orderRef);
    expect(bosApp).not.toContain(anna.orderRef);

    const stranger = (await appPage()).body;
    expect(stranger).not.toContain(anna.orderRef);
    expect(stranger).not.toContain(bo.orderRef);
    expect(stranger).toContain('Inga beställningar väntar');
  });

  it('shows a short code beside the QR code, the same while the login lasts', async () => {
    const { flowCookie, code } = await startLogin();
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    clock.advance(1_000);
    const again = (await browser.status(flowCookie)).json<BankIdStatus>();
    expect(again.simulatorCode).toBe(code);
    const sameDevice = await browser.start('same-device', 'mobile');
    expect(sameDevice.status.simulatorCode).toBeUndefined();
  });

  it('opens an order by its code on another device, as if its QR code were scanned', async () => {
    const anna = await startLogin();
    const typed = `${anna.code.slice(0, 3).toLowerCase()} ${anna.code.slice(3)}`;
    const page = await appPage(undefined, `?kod=${encodeURIComponent(typed)}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(anna.orderRef);
    clock.advance(2_000);
    expect((await browser.status(anna.flowCookie)).json<BankIdStatus>()).toMatchObject({
      status: 'pending',
      hintCode: 'userSign',
    });
  });

  it('explains a malformed or unknown code in Swedish and opens nothing', async () => {
    const anna = await startLogin();
    const malformed = await appPage(undefined, '?kod=%3Cb%3E');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('Koden har 6 tecken');
    expect(malformed.body).toContain('value="&lt;b&gt;"');
    expect(malformed.body).not.toContain(anna.orderRef);

    const unknown = await appPage(undefined, `?kod=${anna.code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Ingen väntande beställning har den koden.');
    expect(unknown.body).not.toContain(anna.orderRef);
    clock.advance(2_000);
    expect((await browser.status(anna.flowCookie)).json<BankIdStatus>().hintCode).toBe(
      'outstandingTransaction',
    );
  });
});
