import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { BankIdStatus } from '#contracts/bankid';
import { SIGNING_ID_HEADER, type SignatureRequired } from '#contracts/signing';
import { SAME_ORIGIN } from './bankid-login.js';
import type { TestApp } from './test-app.js';

const SIMULATOR_CONTROL = '/bankid-simulator/control';

interface SimulatedOrder {
  orderRef: string;
  kind: 'auth' | 'sign';
  state: string;
  requiredPersonalNumber?: string;
  userVisibleData?: string;
}

/**
 * A signed write as the browser and the phone do it (docs/signing.md): the write answers 202 with the
 * text, the dialog starts BankID, the phone signs, the dialog polls, and the write is sent again with the
 * signing's id. The app must listen (`listenForBankId`): the portal reaches the simulator over HTTP.
 */
export function bankIdSigning(test: TestApp) {
  const inject = (options: InjectOptions) => test.app.inject(options);
  const withHeaders = (write: InjectOptions, headers: Record<string, string>): InjectOptions => ({
    ...write,
    headers: { ...SAME_ORIGIN, ...(write.headers as Record<string, string>), ...headers },
  });
  const cookieOf = (write: InjectOptions): string =>
    (write.headers as Record<string, string> | undefined)?.cookie ?? '';

  const phone = {
    async newestSignOrder(): Promise<SimulatedOrder> {
      const { orders } = (await inject({ method: 'GET', url: `${SIMULATOR_CONTROL}/orders` })).json<{
        orders: SimulatedOrder[];
      }>();
      const order = orders.find((candidate) => candidate.kind === 'sign');
      if (order === undefined) throw new Error('the simulator has no sign order');
      return order;
    },
    act: (orderRef: string, action: 'approve' | 'cancel' | 'fail', payload: object = {}) =>
      inject({ method: 'POST', url: `${SIMULATOR_CONTROL}/orders/${orderRef}/${action}`, payload }),
    /** The person the order is for signs it on their phone; their BankID gives their name as on file. */
    async sign(order: SimulatedOrder, personalNumber = order.requiredPersonalNumber) {
      const [person] = await test.db.query<{ given_name: string; surname: string }>(
        'SELECT given_name, surname FROM person WHERE personal_number = $1',
        [personalNumber],
      );
      return phone.act(order.orderRef, 'approve', {
        personalNumber,
        ...(person === undefined ? {} : { givenName: person.given_name, surname: person.surname }),
      });
    },
  };

  const dialog = {
    start: (cookie: string, signingId: string) =>
      inject({
        method: 'POST',
        url: `/api/signing/${signingId}/start`,
        headers: { ...SAME_ORIGIN, cookie },
        payload: { flow: 'qr', device: 'computer' },
      }),
    status: async (cookie: string, signingId: string) =>
      (await inject({ url: `/api/signing/${signingId}`, headers: { cookie } })).json<BankIdStatus>(),
    cancel: (cookie: string, signingId: string) =>
      inject({
        method: 'POST',
        url: `/api/signing/${signingId}/cancel`,
        headers: { ...SAME_ORIGIN, cookie },
      }),
  };

  return {
    phone,
    dialog,
    /** The write without a signature: 202 and the text to sign, or the refusal (4xx) as before. */
    ask: (write: InjectOptions) => inject(withHeaders(write, {})),
    /** The write carried out with this signing. */
    carryOut: (write: InjectOptions, signingId: string) =>
      inject(withHeaders(write, { [SIGNING_ID_HEADER]: signingId })),

    /** Asks, starts BankID and has the phone sign; the signing's id and text, signed but not used. */
    async signFor(write: InjectOptions): Promise<SignatureRequired & { asked: LightMyRequestResponse }> {
      const asked = await inject(withHeaders(write, {}));
      if (asked.statusCode !== 202) return { signingId: '', text: '', asked };
      const required = asked.json<SignatureRequired>();
      const cookie = cookieOf(write);
      const started = await dialog.start(cookie, required.signingId);
      if (started.statusCode !== 200) throw new Error(`start answered ${started.body}`);
      await phone.sign(await phone.newestSignOrder());
      const status = await dialog.status(cookie, required.signingId);
      if (status.status !== 'complete') throw new Error(`the signing is ${status.status}, not complete`);
      return { ...required, asked };
    },

    /**
     * The whole signed write: the final answer (201 and the result), or the first refusal when the write
     * was refused before anything was signed.
     */
    async signed(write: InjectOptions): Promise<LightMyRequestResponse> {
      const { signingId, asked } = await this.signFor(write);
      if (asked.statusCode !== 202) return asked;
      return inject(withHeaders(write, { [SIGNING_ID_HEADER]: signingId }));
    },
  };
}
