import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../db/seed/personas.js';
import { testClock } from '../../testing/test-clock.js';
import type { OrderResponse } from '../bankid-client.js';
import { startTestSimulator, TEST_PREFIX, type TestSimulator } from './test-simulator.js';

const clock = testClock();
const IP = '192.0.2.1';
let simulator: TestSimulator;

beforeAll(async () => {
  simulator = await startTestSimulator({ clock });
});
afterAll(() => simulator.close());
beforeEach(async () => {
  await simulator.control('reset');
});

const newOrder = async (text?: string, extra: Record<string, unknown> = {}) =>
  (
    await simulator.rp('auth', {
      endUserIp: IP,
      ...(text === undefined ? {} : { userVisibleData: Buffer.from(text).toString('base64') }),
      ...extra,
    })
  ).json as unknown as OrderResponse;

async function page(query = ''): Promise<{ status: number; html: string; type: string | null }> {
  const response = await fetch(`${simulator.origin}${TEST_PREFIX}/app${query}`);
  return { status: response.status, html: await response.text(), type: response.headers.get('content-type') };
}

/** Submits one of the page's forms as a browser would. */
const submit = (orderRef: string, action: string, fields: Record<string, string>) =>
  simulator.request(`/app/orders/${orderRef}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const collect = async (orderRef: string) => (await simulator.rp('collect', { orderRef })).json;

describe('the phone page', () => {
  it('lists the pending order with its intent and offers every persona', async () => {
    await newOrder('Logga in på <Skogsportalen>');
    clock.advance(7_000);
    const { status, html, type } = await page();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/);
    expect(html).toContain('<html lang="sv">');
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain('<main>');
    expect(html).toContain('Min avsikt:');
    expect(html).toContain('Logga in på &lt;Skogsportalen&gt;');
    expect(html).toContain('för 7 s sedan');
    for (const persona of Object.values(PERSONAS)) expect(html).toContain(persona.description);
    expect(html).not.toMatch(/<script|style=/);
  });

  it('labels every control', async () => {
    await newOrder('Logga in');
    const { html } = await page();
    const controls = [...html.matchAll(/<(?:select|input)(?![^>]*type="hidden")[^>]*\bid="([^"]+)"/g)];
    expect(controls.length).toBeGreaterThanOrEqual(4);
    for (const [, id] of controls) expect(html).toContain(`<label for="${String(id)}">`);
  });

  it('serves its stylesheet', async () => {
    const response = await fetch(`${simulator.origin}${TEST_PREFIX}/app.css`);
    expect(response.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await response.text()).toContain(':focus-visible');
  });

  it('says so when no order waits', async () => {
    expect((await page()).html).toContain('Inga beställningar väntar');
  });

  it('completes the order as the chosen persona, then shows the outcome', async () => {
    const order = await newOrder('Logga in');
    const answer = await submit(order.orderRef, 'approve', { persona: PERSONAS.potential.personalNumber });
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location') ?? '';
    expect(location).toBe(`${TEST_PREFIX}/app?senast=${order.orderRef}`);
    expect(await collect(order.orderRef)).toMatchObject({
      status: 'complete',
      completionData: { user: { personalNumber: PERSONAS.potential.personalNumber, name: 'ERIK HOLM' } },
    });
    const after = await page(location.slice(`${TEST_PREFIX}/app`.length));
    expect(after.html).toContain('Identifiering: godkänd.');
    expect(after.html).not.toContain('<form');
  });

  it('prefers a typed personal number, and explains a malformed one', async () => {
    const order = await newOrder();
    const bad = await submit(order.orderRef, 'approve', {
      persona: PERSONAS.member.personalNumber,
      personalNumber: '1234',
    });
    expect(bad.status).toBe(400);
    expect((await collect(order.orderRef)).status).toBe('pending');
    await submit(order.orderRef, 'approve', {
      persona: PERSONAS.member.personalNumber,
      personalNumber: '19900101-1239',
    });
    expect(await collect(order.orderRef)).toMatchObject({
      completionData: { user: { personalNumber: '199001011239' } },
    });
  });

  it('cancels in the app and fails with a chosen or typed hint code', async () => {
    const [cancelled, chosen, typed] = [await newOrder(), await newOrder(), await newOrder()];
    expect((await submit(cancelled.orderRef, 'cancel', {})).status).toBe(303);
    await submit(chosen.orderRef, 'fail', { hintCode: 'certificateErr', otherHintCode: '' });
    await submit(typed.orderRef, 'fail', {
      hintCode: 'userCancel',
      otherHintCode: 'nfcNotSupportedByDevice',
    });
    expect(await collect(cancelled.orderRef)).toMatchObject({ status: 'failed', hintCode: 'userCancel' });
    expect(await collect(chosen.orderRef)).toMatchObject({ status: 'failed', hintCode: 'certificateErr' });
    expect(await collect(typed.orderRef)).toMatchObject({
      status: 'failed',
      hintCode: 'nfcNotSupportedByDevice',
    });
  });

  it('answers a form for an order that no longer waits with an explanation', async () => {
    const order = await newOrder();
    await submit(order.orderRef, 'cancel', {});
    const again = await submit(order.orderRef, 'cancel', {});
    expect(again.status).toBe(409);
  });
});

describe('the autostart link', () => {
  it('opens only that order and returns to its returnUrl after approval', async () => {
    await newOrder('En annan beställning');
    const returnUrl = 'http://localhost:3000/login?retur=nonce123';
    const order = await newOrder('Logga in', { returnUrl });
    const { html } = await page(`?autostarttoken=${order.autoStartToken}&redirect=null`);
    expect(html).toContain('Logga in');
    expect(html).not.toContain('En annan beställning');
    expect(html).toContain(`name="autostarttoken" value="${order.autoStartToken}"`);
    expect(await collect(order.orderRef)).toMatchObject({ status: 'pending', hintCode: 'userSign' });
    // A reload does not break the order.
    expect((await page(`?autostarttoken=${order.autoStartToken}&redirect=null`)).status).toBe(200);

    const answer = await submit(order.orderRef, 'approve', {
      persona: PERSONAS.member.personalNumber,
      autostarttoken: order.autoStartToken,
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(returnUrl);
    expect((await collect(order.orderRef)).status).toBe('complete');
  });

  it('never sends the user to a return address outside the portal, and says so in Swedish', async () => {
    const foreign = [
      'https://evil.example/login?retur=nonce123',
      'http://localhost.evil.example:3000/login',
      'https://localhost:3000/login',
      'javascript:alert(1)',
    ];
    for (const returnUrl of foreign) {
      const order = await newOrder('Logga in', { returnUrl });
      const opened = await page(`?autostarttoken=${order.autoStartToken}&redirect=null`);
      expect(opened.html).not.toContain(returnUrl);

      const answer = await submit(order.orderRef, 'approve', {
        persona: PERSONAS.member.personalNumber,
        autostarttoken: order.autoStartToken,
      });
      const html = answer.text;
      expect(answer.status, returnUrl).toBe(200);
      expect(answer.headers.get('location'), returnUrl).toBeNull();
      expect(answer.headers.get('refresh'), returnUrl).toBeNull();
      expect(html).not.toMatch(/<script|http-equiv/i);
      expect(html).not.toContain(returnUrl);
      expect(html).not.toContain('evil.example');
      expect(html).toContain('Identifiering: godkänd.');
      expect(html).toContain('returadress hör inte till portalen');
      expect(html).toContain('Gå tillbaka till portalen själv');
      // The user did identify: the portal that started the order still gets its answer.
      expect((await collect(order.orderRef)).status).toBe('complete');
    }
  });

  it('returns to the origin the page is served on, as a phone that opened the portal by its address', async () => {
    const returnUrl = `${simulator.origin}/login?retur=nonce123`;
    const order = await newOrder('Logga in', { returnUrl });
    const answer = await submit(order.orderRef, 'approve', {
      persona: PERSONAS.member.personalNumber,
      autostarttoken: order.autoStartToken,
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(returnUrl);
  });

  it('goes back to the page after cancelling an order without returnUrl', async () => {
    const order = await newOrder();
    await page(`?autostarttoken=${order.autoStartToken}&redirect=null`);
    const answer = await submit(order.orderRef, 'cancel', { autostarttoken: order.autoStartToken });
    const location = answer.headers.get('location') ?? '';
    expect(location).toContain(`autostarttoken=${order.autoStartToken}`);
    expect((await page(location.slice(`${TEST_PREFIX}/app`.length))).html).toContain(
      'misslyckades (userCancel)',
    );
  });

  it('tells when the link matches no order', async () => {
    const { status, html } = await page('?autostarttoken=unknown&redirect=null');
    expect(status).toBe(404);
    expect(html).toContain('role="alert"');
  });
});
