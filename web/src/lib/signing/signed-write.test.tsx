// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { BankIdStatus } from '#contracts/bankid';
import { ApiError } from '../api-client';
import { renderApiHook } from '../test-render';
import { testApiServer } from '../test-api-server';
import { standInModalDialogs } from '../test-modal-dialogs';
import { useSignedSend } from './signed-write';

const SIGNING_ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const TEXT =
  '# Uttag från merkontot\nFör: Karin \\*Test\\* \\| AB, medlemsnummer 100245\nBelopp: 5 000,00 kr\n' +
  'Till bankkonto: Swedbank 8327-9 123 456 789-0';
const SIGNING = `/api/signing/${SIGNING_ID}`;
const QR: BankIdStatus = {
  status: 'pending',
  messageCode: 'RFA1',
  qr: { content: 'bankid.x.0.y', size: 21, path: 'M0 0h7v7H0z' },
};
const WITHDRAWAL = { id: 'w9', amountOre: 500_000 };

const api = testApiServer();
beforeAll(standInModalDialogs);
beforeEach(() => {
  api.requests.length = 0;
  api.answersInTurn = {};
  api.answers = {
    'POST /api/withdrawals': [201, WITHDRAWAL],
    [`POST ${SIGNING}/start`]: [200, QR],
    [`GET ${SIGNING}`]: [200, QR],
    [`POST ${SIGNING}/cancel`]: [204],
  };
  // Asked without a signature: the text to sign. Asked with one: carried out.
  api.answersInTurn['POST /api/withdrawals'] = [
    [202, { signingId: SIGNING_ID, text: TEXT }],
    [201, WITHDRAWAL],
  ];
});
afterEach(cleanup);

function renderSend() {
  const { result } = renderApiHook(() => useSignedSend(), { api });
  return () =>
    result.current('POST', 'withdrawals', {
      body: { amountOre: 500_000 },
      idempotencyKey: 'key-1',
      schema: z.object({ id: z.string(), amountOre: z.number() }),
    });
}

const withdrawalPosts = () => api.requests.filter((request) => request.url === '/api/withdrawals');
const dialog = () => screen.findByRole('dialog', { name: 'Signera med BankID' });

describe('a write signed with BankID', () => {
  it('shows the text to sign and the QR code, and once signed sends the same write with the signature', async () => {
    const sent = renderSend()();
    const signing = within(await dialog());
    expect(signing.getByText('Uttag från merkontot')).toBeTruthy();
    expect(signing.getByText('Belopp: 5 000,00 kr')).toBeTruthy();
    // What a person typed shows as typed, as BankID shows it, not with the escapes that keep it from markup.
    expect(signing.getByText('För: Karin *Test* | AB, medlemsnummer 100245')).toBeTruthy();
    expect(await signing.findByRole('img', { name: 'QR-kod för BankID' })).toBeTruthy();
    expect(api.requests.find((request) => request.url === `${SIGNING}/start`)?.body).toEqual({
      flow: 'qr',
      device: 'computer',
    });

    api.answers[`GET ${SIGNING}`] = [200, { status: 'complete' }];
    await expect(sent).resolves.toEqual(WITHDRAWAL);
    expect(screen.queryByRole('dialog')).toBeNull();
    const [asked, carriedOut] = withdrawalPosts();
    expect(asked?.headers['signing-id']).toBeUndefined();
    expect(carriedOut?.headers['signing-id']).toBe(SIGNING_ID);
    expect(carriedOut?.headers['idempotency-key']).toBe(asked?.headers['idempotency-key']);
    expect(carriedOut?.body).toEqual(asked?.body);
  });

  it('a double click signs once: a second send of the same request waits for the first', async () => {
    const send = renderSend();
    const both = Promise.all([send(), send()]);
    await within(await dialog()).findByRole('img', { name: 'QR-kod för BankID' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    api.answers[`GET ${SIGNING}`] = [200, { status: 'complete' }];
    await expect(both).resolves.toEqual([WITHDRAWAL, WITHDRAWAL]);
    // Asked once, carried out once.
    expect(withdrawalPosts()).toHaveLength(2);
  });

  it('cancelled in the dialog: BankID is told, nothing is sent again, and the form hears why', async () => {
    const sent = renderSend()();
    const signing = within(await dialog());
    await signing.findByRole('img', { name: 'QR-kod för BankID' });
    fireEvent.click(signing.getByRole('button', { name: 'Avbryt' }));
    const error = await sent.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      'Du avbröt signeringen. Inget har skickats, och du kan försöka igen.',
    );
    await waitFor(() =>
      expect(api.requests.some((request) => request.url === `${SIGNING}/cancel`)).toBe(true),
    );
    expect(withdrawalPosts()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancelled in the BankID app: the message says so, and "Försök igen" signs with the same signing', async () => {
    api.answersInTurn[`GET ${SIGNING}`] = [
      [200, { status: 'failed', messageCode: 'RFA6' }],
      [200, { status: 'complete' }],
    ];
    const sent = renderSend()();
    const signing = within(await dialog());
    expect((await signing.findByRole('alert')).textContent).toBe('Åtgärden avbröts.');
    await act(async () => {
      fireEvent.click(signing.getByRole('button', { name: 'Försök igen' }));
      await Promise.resolve();
    });
    await expect(sent).resolves.toEqual(WITHDRAWAL);
    expect(api.requests.filter((request) => request.url === `${SIGNING}/start`)).toHaveLength(2);
  });

  it('a signing already signed (in another tab) is carried out, and a refused start says why', async () => {
    api.answers[`POST ${SIGNING}/start`] = [
      409,
      { code: 'SIGNATURE_SIGNED', message: 'Det här är redan signerat.' },
    ];
    await expect(renderSend()()).resolves.toEqual(WITHDRAWAL);

    api.answersInTurn['POST /api/withdrawals'] = [[202, { signingId: SIGNING_ID, text: TEXT }]];
    api.answers[`POST ${SIGNING}/start`] = [404, { code: 'NOT_FOUND', message: 'Signeringen finns inte.' }];
    const refused = renderSend()();
    const signing = within(await dialog());
    expect((await signing.findByRole('alert')).textContent).toBe('Signeringen finns inte.');
    fireEvent.click(signing.getByRole('button', { name: 'Stäng' }));
    await expect(refused).rejects.toThrow('Du avbröt signeringen.');
  });

  it('a write refused before signing (a broken rule) opens no dialog', async () => {
    api.answersInTurn['POST /api/withdrawals'] = [
      [422, { code: 'VALIDATION_ERROR', message: 'Beloppet är större än det du kan ta ut.' }],
    ];
    await expect(renderSend()()).rejects.toThrow('Beloppet är större än det du kan ta ut.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
