/** The overview page on a test API server with a member's answers, for the overview page's tests. */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { OrderSummary } from '#contracts/checkout';
import { testApiServer, type TestAnswer } from '../../../lib/test-api-server';
import { KARIN_MEMBER_DATA as MEMBER_DATA } from '../../../lib/test-member-data';
import { KARIN, renderPage as renderAt } from '../../../lib/test-render';
import { Component as OverviewPage } from './overview-page';

export const SECTION_ERROR =
  'Vi lyckades inte hämta det här innehållet just nu. Prova gärna att ladda om sidan om en liten stund.';

export const PAYMENT = {
  id: '0b7f3c1e-2a44-4d8e-9c61-3f1a2b4c5d01',
  kind: 'payment',
  title: 'Avräkning utbetald',
  text: 'Avräkningen för gallringen är utbetald: 186 420 kr till ditt konto.',
  link: '/minasidor/ekonomi/transaktioner',
  occurredAt: '2026-11-18T09:12:00.000Z',
};
export const MEETING = {
  id: '0b7f3c1e-2a44-4d8e-9c61-3f1a2b4c5d02',
  kind: 'meeting',
  title: 'Möte bokat med Anders Nyberg',
  text: 'Fältbesök den 3 december kl. 10:00.',
  occurredAt: '2026-11-12T14:30:00.000Z',
};

const OPEN_ORDER: OrderSummary = {
  number: 'SO-2026-000012',
  placedAt: '2026-11-22T09:14:00.000Z',
  status: 'confirmed',
  services: 'Röjning, Plantering',
  totalOre: 4_277_500,
  placedBy: { name: 'Karin Lindqvist', onBehalf: false },
  signature: null,
};

export const api = testApiServer();
beforeEach(() => {
  api.requests.length = 0;
  api.delays = {};
  // The section boundary notes each failure it catches; the failing sections below are on purpose.
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  api.answers = {
    'GET /api/auth/profile': [200, KARIN],
    'GET /api/Ir/GetMemberData': [200, MEMBER_DATA],
    'GET /api/overview/estates-summary': [
      200,
      {
        estateCount: 2,
        totalAreaHa: 103,
        productiveAreaHa: 91.9,
        estates: [
          {
            id: 'e1',
            designation: 'Uppsala Ekeby 2:7',
            municipality: 'Uppsala',
            totalAreaHa: 64.8,
            productiveAreaHa: 58.3,
          },
          {
            id: 'e2',
            designation: 'Uppsala Viggeby 4:3',
            municipality: 'Uppsala',
            totalAreaHa: 38.2,
            productiveAreaHa: 33.6,
          },
        ],
      },
    ],
    'GET /api/notifications': [
      200,
      {
        items: [
          {
            id: 'n1',
            category: 'economy',
            title: 'Ny utbetalning',
            text: 'En likvid är utbetald.',
            link: '/minasidor/ekonomi/transaktioner',
            createdAt: '2026-11-18T09:12:00.000Z',
            readAt: null,
          },
          {
            id: 'n2',
            category: 'news',
            title: 'Föreningsstämma',
            text: 'Välkommen till stämman.',
            link: '/ommellanskog',
            createdAt: '2026-11-01T09:00:00.000Z',
            readAt: '2026-11-02T09:00:00.000Z',
          },
        ],
        unreadCount: 1,
        hasMore: false,
      },
    ],
    'GET /api/Ir/GetBusinessData': [
      200,
      [
        {
          id: '4100245',
          name: 'Lindqvists skog i Ekeby',
          districtName: 'Norra Upplands skogsbruksområde',
          advisor: { id: 'anders-nyberg', name: 'Anders Nyberg' },
          vatRegistered: true,
          estateCount: 2,
          totalAreaHa: 103,
          productiveAreaHa: 91.9,
        },
      ],
    ],
    'GET /api/Ir/GetBusinessAdvisor/4100245': [
      200,
      {
        id: 'anders-nyberg',
        name: 'Anders Nyberg',
        title: 'Skogsinspektor',
        phone: '010-456 12 34',
        email: 'anders.nyberg@example.se',
        district: { id: 'norra-uppland', name: 'Norra Upplands skogsbruksområde' },
        presentation: null,
      },
    ],
    'GET /api/user/activities?limit=8': [200, { items: [PAYMENT, MEETING] }],
    'GET /api/overview/orders': [200, { orders: [OPEN_ORDER] }],
    'GET /api/overview/economy': [
      200,
      {
        balanceOre: 20_158_522,
        latestPayments: [
          { bookedOn: '2026-11-18', text: 'Likvid enligt avräkning AVR-2026-41208', amountOre: 10_014_476 },
        ],
        nextPayout: { dueOn: '2027-01-29', amountOre: 10_000_000 },
      },
    ],
    'GET /api/overview/open-contracts': [
      200,
      {
        contracts: [
          {
            id: 'c1',
            number: 'AU-2026-12544',
            operation: 'Slutavverkning',
            estateDesignation: 'Uppsala Viggeby 4:3',
            currentStep: 'Avverkningsanmälan',
            currentStepOn: '2026-11-02',
          },
        ],
      },
    ],
  };
});
afterEach(cleanup);

/** `inPage`: the answers the server put into the page, as `METHOD /api/path` like `api.answers`. */
export function renderPage(inPage: Record<string, TestAnswer> = {}): void {
  renderAt(<OverviewPage />, {
    api,
    inPage: Object.fromEntries(
      Object.entries(inPage).map(([key, [, body]]) => [key.replace('GET /api/', ''), body ?? null]),
    ),
    // As fresh as the app keeps an answer (lib/query-client.ts), so an answer in the page is not asked again.
    freshFor: 30_000,
    // React reports errors its boundaries caught; a failing section is expected in some tests.
    failuresExpected: true,
  });
}

export const section = (name: string) => screen.findByRole('region', { name });
