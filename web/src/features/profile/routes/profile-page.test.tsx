// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FeatureFlags } from '#contracts/feature-flags';
import type { Role } from '#contracts/roles';
import { Component as ProfilePage } from './profile-page';
import { testApiServer } from '../../../lib/test-api-server';
import { KARIN_MEMBER_DATA as KARIN } from '../../../lib/test-member-data';
import { KARIN as KARIN_PROFILE, renderPage as renderAt } from '../../../lib/test-render';

const BUSINESS = {
  id: '4100245',
  name: 'Lindqvists skog i Ekeby',
  districtName: 'Norra Upplands skogsbruksområde',
  advisor: { id: 'anders-nyberg', name: 'Anders Nyberg' },
  vatRegistered: true,
  estateCount: 2,
  totalAreaHa: 103,
  productiveAreaHa: 91.9,
};

const ESTATES = [
  {
    id: 'e1',
    designation: 'Uppsala Ekeby 2:7',
    municipality: 'Uppsala',
    county: 'Uppsala län',
    totalAreaHa: 64.8,
    productiveAreaHa: 58.3,
    share: { numerator: 1, denominator: 2, percent: 50 },
  },
];

const CO_REGISTRY = [
  {
    businessId: '4100245',
    businessName: 'Lindqvists skog i Ekeby',
    coOwners: [
      {
        id: 'c1',
        name: 'Karin Lindqvist',
        share: { numerator: 1, denominator: 2, percent: 50 },
        isRepresentative: true,
        isYou: true,
      },
      {
        id: 'c2',
        name: 'Gunnar Lindqvist',
        share: { numerator: 1, denominator: 2, percent: 50 },
        isRepresentative: false,
        isYou: false,
      },
    ],
  },
];

const STAKES = {
  paidInOre: 2_214_300,
  obligationOre: 2_847_000,
  emittedOre: 312_000,
  remainingOre: 632_700,
  deductionRatePercent: 2,
};

const api = testApiServer();
beforeEach(() => {
  api.requests.length = 0;
  api.answers = {
    'GET /api/auth/profile': [200, KARIN_PROFILE],
    'GET /api/Ir/GetMemberData': [200, KARIN],
    'GET /api/Ir/GetBusinessData': [200, [BUSINESS]],
    'GET /api/Ir/GetBusiness/4100245': [200, { ...BUSINESS, estates: ESTATES }],
    'GET /api/Ir/GetCoRegistry': [200, CO_REGISTRY],
    'GET /api/Ir/GetEconomyStakesData': [200, STAKES],
  };
});
afterEach(cleanup);

function renderPage(flags: Partial<FeatureFlags> = {}): void {
  // A section that fails is caught by its boundary; React reports that, and here it is expected.
  renderAt(<ProfilePage />, { api, flags, failuresExpected: true });
}

const section = (name: string) => screen.getByRole('region', { name });
const editButton = () => screen.findByRole('button', { name: 'Ändra kontaktuppgifter' });

async function save(): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
  });
}

describe('the profile page', () => {
  it("shows the member's contact details, and where the name comes from", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mina uppgifter');
    await editButton();
    const contact = section('Kontaktuppgifter');
    expect(within(contact).getByText('Karin Lindqvist')).toBeTruthy();
    expect(within(contact).getByText('100245')).toBeTruthy();
    expect(within(contact).getByText('1 apr. 1998')).toBeTruthy();
    expect(within(contact).getByText('Ekeby gård 12, 743 40 Storvreta')).toBeTruthy();
    expect(within(contact).getByText(/Namnet hämtas från folkbokföringen/)).toBeTruthy();
  });

  it('shows the businesses with their estates, the co-owners and the member capital in sv-SE', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Lindqvists skog i Ekeby' })).toBeTruthy();
    const businesses = section('Mina verksamheter');
    expect(within(businesses).getByText('Anders Nyberg')).toBeTruthy();
    expect(within(businesses).getByText('103,0 ha totalt, varav 91,9 ha produktiv skogsmark')).toBeTruthy();
    expect(await within(businesses).findByRole('heading', { name: 'Uppsala Ekeby 2:7' })).toBeTruthy();
    expect(within(businesses).getByText('1/2 (50\u00a0%)', { normalizer: (text) => text })).toBeTruthy();

    const table = await within(section('Delägare')).findByRole('table', {
      name: 'Delägare i Lindqvists skog i Ekeby',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'DelägareAndelRoll',
      'Karin Lindqvist (du)1/2 (50\u00a0%)Ställföreträdare',
      'Gunnar Lindqvist 1/2 (50\u00a0%)',
    ]);

    const capital = section('Insatskapital');
    const bar = await within(capital).findByRole('progressbar', { name: 'Inbetalt av insatsskyldigheten' });
    expect(Number(bar.getAttribute('value'))).toBeCloseTo(77.8, 1);
    // Intl puts a no-break space between the digits groups and before "kr".
    const text = capital.textContent.replace(/\s/g, ' ');
    // 22 143 / 28 470 = 77,776…: rounded as people round it.
    expect(text).toContain('22 143,00 kr av 28 470,00 kr (77,8 %)');
    expect(text).toContain('Kvar att betala6 327,00 kr');
    expect(text).toContain('Emitterad insats3 120,00 kr');
    expect(text).toContain('2 % av varje avräkning');
  });

  it('refuses a bad e-mail with a focused summary, then saves a good one and says so', async () => {
    renderPage();
    fireEvent.click(await editButton());
    const form = screen.getByRole('heading', { name: 'Ändra kontaktuppgifter' });
    expect(document.activeElement).toBe(form);

    const email = screen.getByRole('textbox', { name: 'E-post' });
    fireEvent.change(email, { target: { value: 'karin.lindqvist' } });
    await save();
    const summary = screen.getByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(within(summary).getByRole('link').textContent).toBe('Skriv e-postadressen som namn@exempel.se.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(api.posted()).toEqual([]);

    api.answers['POST /api/Ir/SetMemberData'] = [200, { ok: true }];
    fireEvent.change(email, { target: { value: 'karin@skogen.example.se' } });
    api.answers['GET /api/Ir/GetMemberData'] = [200, { ...KARIN, email: 'karin@skogen.example.se' }];
    await save();

    const saved = await screen.findByText('Dina kontaktuppgifter är sparade.');
    expect(document.activeElement).toBe(saved);
    expect(api.posted()).toEqual([
      {
        email: 'karin@skogen.example.se',
        phone: '070-314 52 97',
        street: 'Ekeby gård 12',
        postalCode: '743 40',
        city: 'Storvreta',
        preferredContact: 'email',
      },
    ]);
    expect(await screen.findByText('karin@skogen.example.se')).toBeTruthy();
  });

  it('puts the server’s field errors beside the fields', async () => {
    api.answers['POST /api/Ir/SetMemberData'] = [
      400,
      {
        code: 'VALIDATION_ERROR',
        message: 'Några uppgifter är inte giltiga. Rätta dem och försök igen.',
        fieldErrors: { phone: ['Skriv ett svenskt telefonnummer, till exempel 070-123 45 67.'] },
      },
    ];
    renderPage();
    fireEvent.click(await editButton());
    await save();
    expect(await screen.findByRole('alert')).toBe(document.activeElement);
    const phone = screen.getByRole('textbox', { name: /^Telefon/ });
    expect(phone.getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for what the chosen way of contact needs', async () => {
    renderPage();
    fireEvent.click(await editButton());
    fireEvent.click(screen.getByLabelText('Brev'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Ort' }), { target: { value: '' } });
    await save();
    expect(within(screen.getByRole('alert')).getByRole('link').textContent).toBe(
      'Fyll i din ort, så att vi kan skicka brev.',
    );
  });

  it('goes back to the details, with focus on the button, when editing is cancelled', async () => {
    renderPage();
    fireEvent.click(await editButton());
    fireEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(document.activeElement).toBe(await editButton());
  });

  it.each<[Role, RegExp]>([
    ['DelegatedRight', /ombud med läsrätt/],
    ['Viewer', /medlemmens uppgifter med läsrätt/],
  ])('shows a %s no edit button, and explains why', async (role, explanation) => {
    api.answers['GET /api/auth/profile'] = [200, { id: '100245', roles: [role] }];
    renderPage();
    expect(await screen.findByText(explanation)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ändra kontaktuppgifter' })).toBeNull();
  });

  it('tells an Editor that they change on the member’s behalf', async () => {
    api.answers['GET /api/auth/profile'] = [200, { id: '100245', roles: ['Editor'] }];
    renderPage();
    fireEvent.click(await editButton());
    expect(screen.getByText('Du ändrar uppgifterna för medlemmens räkning.')).toBeTruthy();
  });

  it('shows what to do next when there are no businesses, co-owners or member capital', async () => {
    api.answers['GET /api/Ir/GetBusinessData'] = [204];
    api.answers['GET /api/Ir/GetCoRegistry'] = [204];
    api.answers['GET /api/Ir/GetEconomyStakesData'] = [204];
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Du har inga verksamheter hos oss' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Inga delägare registrerade' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Inget insatskapital' })).toBeTruthy();
  });

  it('lets one section fail without the rest', async () => {
    api.answers['GET /api/Ir/GetCoRegistry'] = [
      500,
      { code: 'INTERNAL_ERROR', message: 'Något gick fel hos oss.' },
    ];
    renderPage();
    expect(
      await within(section('Delägare')).findByRole('button', { name: 'Ladda om innehållet' }),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Lindqvists skog i Ekeby' })).toBeTruthy();
    expect(await editButton()).toBeTruthy();
  });

  it('shows only the contact details without the new profile page', async () => {
    renderPage({ newProfilePage: false });
    await editButton();
    expect(screen.queryByRole('region', { name: 'Mina verksamheter' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Insatskapital' })).toBeNull();
  });
});
