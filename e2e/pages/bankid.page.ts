import type { APIRequestContext, Page } from '@playwright/test';
import type { BankIdStatus } from '#contracts/bankid';
import { PERSONAS, type PersonaKey } from '../../server/src/db/seed/personas.js';
import { expect } from '../fixtures.js';
import { PORTAL_URL } from '../harness/ports.js';
import { inTurn } from './turns.js';

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

/**
 * Runs `steps`, from the click that asks for a signature to the signature, while no other journey signs.
 * The journeys sign as the same people side by side, and BankID allows a person one order at a time: a
 * second one cancels the first (RFA3), as it would for a member signing in two tabs.
 */
export const inSigningTurn = <T>(steps: () => Promise<T>): Promise<T> => inTurn('signing', steps);

/** The dialog a signed write opens (docs/signing.md): the text to sign and the BankID order. */
export const signingDialog = (page: Page) => page.getByRole('dialog', { name: 'Signera med BankID' });

/**
 * In the BankID app (the simulator's page `app`): the one order to sign shows `intent` line for line;
 * "Skriv under" signs as the session's person, and the app says it is done before it is put away (closing
 * it while its answer is on the way can hang). Then the portal's dialog closes once it has the signature.
 */
async function signInApp(page: Page, app: Page, intent: readonly string[]): Promise<void> {
  try {
    const order = app.getByRole('article', { name: /Underskrift/ });
    await expect(order).toHaveCount(1);
    for (const line of intent) await expect(order).toContainText(line);
    await order.getByRole('button', { name: 'Skriv under' }).click();
    await expect(app.getByText('Underskrift: godkänd.')).toBeVisible();
  } finally {
    await app.close();
  }
  await expect(signingDialog(page)).toBeHidden({ timeout: 10_000 });
}

/**
 * Signs what the dialog shows as a member at a computer does: the BankID app on the phone is the
 * simulator's phone page, opened beside the portal in the same browser (it lists only this browser's orders).
 */
export async function signOnPhone(page: Page, intent: readonly string[]): Promise<void> {
  const dialog = signingDialog(page);
  await expect(dialog.getByRole('img', { name: 'QR-kod för BankID' })).toBeVisible();
  for (const line of intent) await expect(dialog).toContainText(line);
  const phone = await page.context().newPage();
  await phone.goto(`${PORTAL_URL}/bankid-simulator/app`);
  await signInApp(page, phone, intent);
}

/**
 * Signs as a member on a phone does: "Öppna BankID" opens the app on the same phone (the simulator's page,
 * in a tab of its own), the member signs there and comes back to the portal's tab, where the dialog closes.
 */
export async function signOnThisPhone(page: Page, intent: readonly string[]): Promise<void> {
  const dialog = signingDialog(page);
  for (const line of intent) await expect(dialog).toContainText(line);
  const [app] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('link', { name: 'Öppna BankID' }).click(),
  ]);
  await signInApp(page, app, intent);
}
