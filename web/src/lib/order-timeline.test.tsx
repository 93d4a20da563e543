// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order, OrderTimelineStep as OrderStep } from '#contracts/checkout';
import { OrderTimeline } from './order-timeline';
import { RuntimeConfigProvider } from './runtime-config';
import { testRuntimeConfig } from './test-runtime-config';

const step = (
  overrides: Partial<OrderStep> & Pick<OrderStep, 'step' | 'at' | 'byName' | 'byRole'>,
): OrderStep => ({
  note: '',
  plannedPeriod: null,
  scheduledOn: null,
  contractor: null,
  doneOn: null,
  final: null,
  corrected: null,
  ...overrides,
});

const order = (steps: OrderStep[], status: Order['status']): Order => ({
  number: 'SO-2026-001001',
  placedAt: '2026-11-09T08:12:00.000Z',
  status,
  lines: [],
  netOre: 350_000,
  vatOre: 87_500,
  totalOre: 437_500,
  contact: { name: 'Karin Lindqvist', email: null, phone: null },
  message: '',
  placedBy: { name: 'Karin Lindqvist', onBehalf: false },
  advisor: null,
  confirmationEmail: null,
  signature: null,
  finalPriceSignature: null,
  steps,
});

const RECEIVED = step({
  step: 'received',
  at: '2026-11-09T08:12:00.000Z',
  byName: 'Karin Lindqvist',
  byRole: 'member',
});
const DONE = step({
  step: 'done',
  at: '2027-01-20T15:00:00.000Z',
  byName: 'Lena Sjöberg',
  byRole: 'staff',
  doneOn: '2027-01-20',
  final: {
    lines: [{ position: 1, areaHa: 2.5, netOre: 400_000, vatOre: 100_000, totalOre: 500_000 }],
    netOre: 400_000,
    vatOre: 100_000,
    totalOre: 500_000,
    priceReason: 'Arealen blev större.',
  },
});

afterEach(cleanup);

const renderTimeline = (value: Order, reader?: 'member' | 'staff') =>
  render(
    <RuntimeConfigProvider config={testRuntimeConfig({ apiRoot: '/api/' })}>
      <OrderTimeline order={value} reader={reader} />
    </RuntimeConfigProvider>,
  );

describe("an order's timeline", () => {
  it('lists each step with when and by whom, oldest first', () => {
    renderTimeline(
      order(
        [
          RECEIVED,
          step({
            step: 'confirmed',
            at: '2026-11-11T13:40:00.000Z',
            byName: 'Anders Nyberg',
            byRole: 'membersAdvisor',
            plannedPeriod: 'vecka 2–4 2027',
            note: 'Vi ses i skogen.',
          }),
        ],
        'confirmed',
      ),
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Beställningen skickades',
      'Beställningen bekräftades',
    ]);
    expect(items[1]?.textContent).toContain('11 nov. 2026');
    expect(items[0]?.textContent).toMatch(/av Karin Lindqvist$/);
    expect(items[1]?.textContent).toContain('av Anders Nyberg, din rådgivare');
    expect(items[1]?.textContent).toContain('Planerad tidvecka 2–4 2027');
    expect(items[1]?.textContent).toContain('MeddelandeVi ses i skogen.');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('gives the final price beside the estimate, the reason, and the receipt once done', () => {
    renderTimeline(order([RECEIVED, DONE], 'done'));
    const done = screen.getAllByRole('listitem')[1]?.textContent ?? '';
    // Lena is staff, not Karin's advisor: she is named as what she is.
    expect(done).toContain('av Lena Sjöberg, handläggare hos föreningen');
    expect(done).not.toMatch(/rådgivare/i);
    expect(done).toMatch(/Slutpris5\s000,00\skr inkl. moms/);
    expect(done).toMatch(/Uppskattat pris4\s375,00\skr inkl. moms/);
    expect(done).toContain('Om prisetArealen blev större.');
    expect(screen.getByRole('link', { name: 'Hämta kvittot (PDF)' }).getAttribute('href')).toBe(
      '/api/orders/SO-2026-001001/receipt',
    );
  });

  it('offers staff no receipt, and names the member and their advisor as staff read them', () => {
    const confirmed = step({
      step: 'confirmed',
      at: '2026-11-11T13:40:00.000Z',
      byName: 'Anders Nyberg',
      byRole: 'membersAdvisor',
    });
    renderTimeline(order([RECEIVED, confirmed, DONE], 'done'), 'staff');
    expect(screen.queryByRole('link')).toBeNull();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toContain('av Karin Lindqvist, medlemmen');
    expect(items[1]).toContain('av Anders Nyberg, medlemmens rådgivare');
  });
});
