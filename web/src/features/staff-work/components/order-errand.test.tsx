// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, OrderTimelineStep } from '#contracts/checkout';
import type { Polygon } from '#contracts/geometry';
import type { StaffOrderAreas } from '#contracts/staff-order-areas';
import type { StaffOrder } from '#contracts/staff-work';
import { testApiServer } from '../../../lib/test-api-server';
import { renderErrandAt, testWorkspace } from '../test-errand';

const estimate = (netOre: number) => ({
  areaHa: 2.4,
  lines: [],
  netOre,
  vatOre: netOre / 4,
  totalOre: netOre * 1.25,
});
const line = (serviceTitle: string, areaHa: number, netOre: number): Order['lines'][number] => ({
  serviceName: 'rojning',
  serviceTitle,
  estateDesignation: 'Uppsala Ekeby 2:7',
  standNumbers: [3],
  areaHa,
  quantityText: null,
  wishes: '',
  preferredTimeLabel: 'Våren 2027',
  estimate: estimate(netOre),
});

const ORDER: Order = {
  number: 'SO-2026-000012',
  placedAt: '2026-11-22T09:14:00.000Z',
  status: 'received',
  lines: [line('Röjning', 2.4, 816_000), line('Plantering', 1.2, 1_518_000)],
  netOre: 2_334_000,
  vatOre: 583_500,
  totalOre: 2_917_500,
  contact: { name: 'Karin Lindqvist', email: 'karin.lindqvist@example.se', phone: null },
  message: '',
  placedBy: { name: 'Karin Lindqvist', onBehalf: false },
  advisor: null,
  confirmationEmail: null,
  signature: null,
  finalPriceSignature: null,
  steps: [],
};

const STEP: OrderTimelineStep = {
  step: 'confirmed',
  at: '2026-11-23T10:00:00.000Z',
  byName: 'Anders Nyberg',
  byRole: 'membersAdvisor',
  note: '',
  plannedPeriod: 'vecka 2–4',
  scheduledOn: null,
  contractor: null,
  doneOn: null,
  final: null,
  corrected: null,
};

const scheduled: StaffOrder = {
  order: {
    ...ORDER,
    status: 'scheduled',
    steps: [
      ...ORDER.steps,
      STEP,
      {
        ...STEP,
        step: 'scheduled',
        plannedPeriod: null,
        scheduledOn: '2027-01-12',
        contractor: 'Röj & Plant AB',
      },
    ],
  },
  member: { id: '100245', name: 'Karin Lindqvist' },
  nextSteps: ['done', 'cancelled'],
};

const api = testApiServer();
const path = `/api/staff/orders/${ORDER.number}`;

const square = (e: number, n: number, side: number): Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [e, n],
      [e + side, n],
      [e + side, n + side],
      [e, n + side],
      [e, n],
    ],
  ],
});
const STANDS = [
  { number: 3, geometry: square(650_000, 6_650_000, 150), ordered: true },
  { number: 4, geometry: square(650_150, 6_650_000, 150), ordered: false },
];
const AREAS: StaffOrderAreas = {
  lines: [
    { position: 1, estateDesignation: 'Uppsala Ekeby 2:7', stands: STANDS, drawn: null },
    {
      position: 2,
      estateDesignation: 'Uppsala Ekeby 2:7',
      stands: STANDS.map((stand) => ({ ...stand, ordered: false })),
      drawn: square(650_200, 6_650_050, 80),
    },
  ],
};

beforeEach(() => {
  // The day after the work was done: the form takes a done day up to today.
  vi.useFakeTimers({ now: new Date('2027-01-21T09:00:00Z'), toFake: ['Date'] });
  api.requests.length = 0;
  api.answers = {
    'GET /api/staff/workspace': [200, testWorkspace(true)],
    [`GET ${path}`]: [200, scheduled],
    [`GET ${path}/areas`]: [200, AREAS],
  };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderErrand = () => renderErrandAt(api, `/personal/arenden/order/${ORDER.number}`);

const done = (): StaffOrder => ({
  ...scheduled,
  order: { ...scheduled.order, status: 'done' },
  nextSteps: [],
});

describe('an order in the staff workspace', () => {
  it('shows all the member sent: stands, desired time, wishes, message, and where on a small map', async () => {
    const sent: StaffOrder = {
      ...scheduled,
      order: {
        ...scheduled.order,
        message: 'Ring helst efter 16.',
        lines: [
          { ...line('Röjning', 2.15, 816_000), standNumbers: [3], wishes: 'Spara björkarna vid ån.' },
          { ...line('Plantering', 0.6, 300_000), standNumbers: [], quantityText: '2 500 plantor per hektar' },
        ],
      },
    };
    api.answers[`GET ${path}`] = [200, sent];
    renderErrand();
    const lines = await screen.findByRole('region', { name: 'Beställt' }, { timeout: 5_000 });
    const [thinning, planting] = within(lines).getAllByRole('listitem');
    expect(within(thinning as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe(
      'Röjning, Uppsala Ekeby 2:7',
    );
    const factsOf = (item: HTMLElement | undefined) =>
      Object.fromEntries(
        within(item as HTMLElement)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
    expect(factsOf(thinning)).toEqual({
      Var: 'avdelning 3, 2,15\u00a0ha',
      'Önskad tid': 'Våren 2027',
      Önskemål: 'Spara björkarna vid ån.',
      'Uppskattat pris': '10\u00a0200,00\u00a0kr inkl. moms',
    });
    expect(factsOf(planting)).toMatchObject({
      Var: 'Ritat område på kartan, 0,6\u00a0ha',
      Antal: '2 500 plantor per hektar',
    });
    expect(screen.getByText('Ring helst efter 16.')).toBeTruthy();
    // Each line's small map, named in words: the ordered stand, and the drawn area with where it lies.
    const stands = await within(thinning as HTMLElement).findByRole('img');
    expect(stands.getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(thinning as HTMLElement).getByText('3', { selector: 'text' })).toBeTruthy();
    const drawn = await within(planting as HTMLElement).findByRole('img');
    const caption = document.getElementById(drawn.getAttribute('aria-labelledby') ?? '')?.textContent;
    expect(caption).toContain('Området medlemmen ritade är blått');
    expect(caption).toContain('Mitt i området: N 6\u00a0650\u00a0090, E 650\u00a0240 (SWEREF 99 TM).');
  });

  it('shows the steps so far and completes the order with the final figures in öre', async () => {
    api.answers[`POST ${path}/steps`] = [200, done()];
    renderErrand();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: `Beställning ${ORDER.number}` },
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Hittills' }).textContent).toContain('Röj & Plant AB');
    fireEvent.click(screen.getByRole('radio', { name: 'Markera som utförd' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Dag då arbetet blev klart/ }), {
      target: { value: '20270120' },
    });
    fireEvent.change(screen.getAllByRole('textbox', { name: /Slutpris exkl. moms/ })[0] as HTMLElement, {
      target: { value: '4 250,50' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Varför skiljer sig priset/ }), {
      target: { value: 'Större areal.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Spara steget' }));
    await waitFor(() => {
      expect(api.posted()).toHaveLength(1);
    });
    expect(api.posted()[0]).toMatchObject({
      step: 'done',
      doneOn: '2027-01-20',
      // The first line as typed; the second as prefilled from its estimate.
      lines: [
        { position: 1, areaHa: ORDER.lines[0]?.areaHa, netOre: 425_050 },
        { position: 2, areaHa: ORDER.lines[1]?.areaHa, netOre: ORDER.lines[1]?.estimate.netOre },
      ],
      priceReason: 'Större areal.',
    });
    expect(await screen.findByText('Beställningen är avslutad. Inga fler steg att ta.')).toBeTruthy();
  });

  it('asks for a reason, before sending, when the final price is not the estimate', async () => {
    renderErrand();
    fireEvent.click(await screen.findByRole('radio', { name: 'Markera som utförd' }, { timeout: 5_000 }));
    fireEvent.change(screen.getByRole('textbox', { name: /Dag då arbetet blev klart/ }), {
      target: { value: '2027-01-20' },
    });
    fireEvent.change(screen.getAllByRole('textbox', { name: /Slutpris exkl. moms/ })[0] as HTMLElement, {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Spara steget' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Medlemmen ser förklaringen');
    expect(api.posted()).toHaveLength(0);
  });

  it('corrects the latest step from what it says, sent as a correction', async () => {
    api.answers[`PUT ${path}/steps`] = [200, scheduled];
    renderErrand();
    fireEvent.click(
      await screen.findByText(
        'Rätta steget ”Planera in arbetet”',
        { selector: 'summary' },
        { timeout: 5_000 },
      ),
    );
    const correction = screen.getByRole('button', { name: 'Spara rättelsen' }).closest('form') as HTMLElement;
    const day = within(correction).getByRole<HTMLInputElement>('textbox', { name: /Dag då arbetet börjar/ });
    expect(day.value).toBe('2027-01-12');
    fireEvent.change(day, { target: { value: '2027-01-26' } });
    fireEvent.click(within(correction).getByRole('button', { name: 'Spara rättelsen' }));
    await waitFor(() => {
      expect(
        api.requests.filter((request) => request.method === 'PUT').map((request) => request.body),
      ).toEqual([{ step: 'scheduled', scheduledOn: '2027-01-26', contractor: 'Röj & Plant AB', note: '' }]);
    });
    expect(api.posted()).toHaveLength(0);
  });

  it('shows the server’s words when another staff member has moved the order on', async () => {
    api.answers[`POST ${path}/steps`] = [
      409,
      {
        code: 'ORDER_STEP_TAKEN',
        message: 'Beställningen har redan gått vidare. Ladda om sidan och se var den står.',
      },
    ];
    renderErrand();
    fireEvent.click(await screen.findByRole('radio', { name: 'Avbryt beställningen' }, { timeout: 5_000 }));
    fireEvent.change(screen.getByRole('textbox', { name: /Skäl till att beställningen avbryts/ }), {
      target: { value: 'Medlemmen har ångrat sig.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Spara steget' }));
    expect((await screen.findByRole('alert')).textContent).toContain('redan gått vidare');
  });

  it('lets a viewer see the order but take no step', async () => {
    api.answers['GET /api/staff/workspace'] = [200, testWorkspace(false)];
    renderErrand();
    expect(await screen.findByText(/Du har läsrätt/, {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Spara steget' })).toBeNull();
  });
});
