import type { APIRequestContext, Page } from '@playwright/test';
import type { BankIdStatus } from '#contracts/bankid';
import { PERSONAS, type PersonaKey } from '../../server/src/db/seed/personas.js';
import { expect } from '../fixtures.js';
import { PORTAL_URL } from '../harness/ports.js';

const CONTROL = `${PORTAL_URL}/bankid-simulator/control`;

/**
 * The BankID app on the user's phone, played by the simulator's control API. Tests run side by side
 * against one simulator, so the phone finds its order the way a real one does: by the QR code it scans.
 */
export function bankIdPhone(request: APIRequestContext) {
  const post = async (path: string, data: object = {}) => {
    const response = await request.post(`${CONTROL}${path}`, { data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as { orderRef: string };
  };
  return {
    /** Scans a QR code; the simulator checks it like BankID does. Returns the order it belongs to. */
    scan: async (qr: string): Promise<string> => (await post('/scan', { qr })).orderRef,
    approve: (orderRef: string, persona: PersonaKey) =>
      post(`/orders/${orderRef}/approve`, { personalNumber: PERSONAS[persona].personalNumber }),
    cancel: (orderRef: string) => post(`/orders/${orderRef}/cancel`),
    /** The order fails in the app with this hint code, e.g. `expiredTransaction`. */
    fail: (orderRef: string, hintCode: string) => post(`/orders/${orderRef}/fail`, { hintCode }),
  };
}

/** The login page, as a person at a computer uses it. */
export function loginPage(page: Page) {
  // The newest QR code the page was given, which is what is on the screen.
  let shownQr: string | undefined;
  // A new order, or none: the code of the old one is gone from the screen.
  page.on('request', (request) => {
    if (/\/api\/bankid\/(start|cancel)/.test(request.url())) shownQr = undefined;
  });
  page.on('response', (response) => {
    if (!/\/api\/bankid\/(start|status)/.test(response.url())) return;
    void response
      .json()
      .then((status: BankIdStatus) => {
        if (status.qr !== undefined) shownQr = status.qr.content;
      })
      .catch(() => undefined);
  });
  const qrCode = page.getByRole('img', { name: 'QR-kod för BankID' });
  return {
    start: page.getByRole('button', { name: 'Logga in med BankID' }),
    qrCode,
    cancel: page.getByRole('button', { name: 'Avbryt' }),
    tryAgain: page.getByRole('button', { name: 'Försök igen' }),
    sameDevice: page.getByRole('button', { name: 'Öppna BankID på den här enheten istället' }),
    /** The phone scans the code on the screen: returns the order it picked up. */
    async scanWithPhone(): Promise<string> {
      await expect(qrCode).toBeVisible();
      await expect.poll(() => shownQr).toBeDefined();
      return bankIdPhone(page.request).scan(shownQr ?? '');
    },
  };
}

/** Logs in as a persona the way a person at a computer does: QR code on screen, approved on the phone. */
export async function logInWithQr(page: Page, persona: PersonaKey): Promise<void> {
  const login = loginPage(page);
  await page.goto('/login');
  await login.start.click();
  await bankIdPhone(page.request).approve(await login.scanWithPhone(), persona);
  await expect(page).not.toHaveURL(/\/(login|loginRedirect)$/, { timeout: 10_000 });
}
