import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HarvestContract, HarvestContracts } from '#contracts/harvest-contracts';
import { insertPerson } from '../../db/seed/builders.js';
import { PERSONA_COMPANY, PERSONAS } from '../../db/seed/personas.js';
import { seedDemo } from '../../db/seed/seed-demo.js';
import { signIn } from '../../testing/sign-in.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { testClock } from '../../testing/test-clock.js';

const clock = testClock(new Date('2026-11-22T08:00:00Z'));

async function personOf(test: TestApp, stakeholderId: string): Promise<string> {
  const [row] = await test.db.query<{ person_id: string }>(
    'SELECT person_id FROM stakeholder WHERE id = $1',
    [stakeholderId],
  );
  if (row === undefined) throw new Error('demo person missing');
  return row.person_id;
}

async function contractId(test: TestApp, number: string): Promise<string> {
  const [row] = await test.db.query<{ id: string }>('SELECT id FROM harvest_contract WHERE number = $1', [
    number,
  ]);
  if (row === undefined) throw new Error(`no contract ${number}`);
  return row.id;
}

describe('contracts on the demo data', () => {
  let test: TestApp;
  let karin: string;

  beforeAll(async () => {
    test = await buildTestApp({ clock });
    await seedDemo(test.db);
    karin = await signIn(
      test,
      {
        personId: await personOf(test, PERSONAS.member.stakeholderId),
        stakeholderId: PERSONAS.member.stakeholderId,
        roles: ['Member'],
      },
      clock,
    );
  });
  afterAll(async () => {
    await test.close();
  });

  const get = (url: string, cookie = karin) => test.app.inject({ method: 'GET', url, headers: { cookie } });

  it('lists the member’s four contracts, the open one first, then the latest signed', async () => {
    const response = await get('/api/contracts');
    expect(response.statusCode).toBe(200);
    const { contracts } = response.json<HarvestContracts>();
    expect(contracts.map((c) => [c.number, c.status.finished])).toEqual([
      ['AU-2026-12544', false],
      ['AU-2026-11872', true],
      ['SV-2025-3310', true],
      ['AU-2024-10231', true],
    ]);
    const open = contracts[0];
    expect(open?.estate.designation).toBe('Uppsala Viggeby 4:3');
    expect(open?.geometry?.type).toBe('MultiPolygon');
    expect(open?.status).toEqual({ step: 'anmalan', on: '2026-11-02', finished: false });
    expect(open?.priceList).toBe('Prislista Uppland 2026:2');
    expect(open?.harvestingCostOrePerM3fub).toBe(13_900);
    expect(open?.paymentForm).toBe('betalningsplan');
    expect(open?.measuredVolumeM3fub).toBeNull();
    expect(open?.documentId).toEqual(expect.any(String));
  });

  it('adds up a settled thinning: measured volume, totals and the settlement document', async () => {
    const response = await get(`/api/contracts/${await contractId(test, 'AU-2026-11872')}`);
    expect(response.statusCode).toBe(200);
    const contract = response.json<HarvestContract>();
    // 64,2 + 212,5 + 118,7 + 31,9 m³fub.
    expect(contract.measuredVolumeM3fub).toBe(427.3);
    expect(contract.estimatedVolumeM3fub).toBe(420);
    const [settlement] = contract.settlements;
    // Gross 64,2 × 520 + (212,5 + 118,7 + 31,9) × 350 kr = 160 469 kr; cost 427,3 × 185 kr = 79 050,50 kr;
    // insatsavdrag 2 % of 81 418,50 kr = 1 628,37 kr; moms 25 % = 20 354,63 kr.
    expect(settlement).toMatchObject({
      number: 'AVR-2026-41208',
      kind: 'slutlikvid',
      settledOn: '2026-11-13',
      volumeM3fub: 427.3,
      grossOre: 16_046_900,
      harvestingCostOre: 7_905_050,
      insatsDeductionOre: 162_837,
      vatOre: 2_035_463,
      netOre: 10_014_476,
      paidTo: 'merkonto',
      documentId: expect.any(String) as string,
    });
    expect(settlement?.rows).toHaveLength(4);
  });

  it('gives a thinning no notification and no regeneration step, and marks the newest step current', async () => {
    const contract = (
      await get(`/api/contracts/${await contractId(test, 'AU-2026-11872')}`)
    ).json<HarvestContract>();
    expect(contract.timeline?.map((step) => [step.step, step.state])).toEqual([
      ['offert', 'done'],
      ['kontrakt', 'done'],
      ['traktdirektiv', 'done'],
      ['avverkning', 'done'],
      ['transport', 'done'],
      ['inmatning', 'done'],
      ['avrakning', 'done'],
      ['slutredovisning', 'done'],
      ['utbetalning', 'current'],
      ['arsbesked', 'coming'],
    ]);
    expect(contract.timeline?.[3]).toEqual({
      step: 'avverkning',
      state: 'done',
      on: '2026-09-07',
      note: 'Maskinlag: Nordskog Entreprenad, tel. 018-12 34 56.',
    });
  });

  it('shows all twelve steps for a final felling of at least 0,5 ha, the later ones coming', async () => {
    const contract = (
      await get(`/api/contracts/${await contractId(test, 'AU-2026-12544')}`)
    ).json<HarvestContract>();
    expect(contract.areaHa).toBeGreaterThanOrEqual(0.5);
    expect(contract.timeline).toHaveLength(12);
    expect(contract.timeline?.map((step) => step.state)).toEqual([
      'done',
      'done',
      'current',
      ...Array<string>(9).fill('coming'),
    ]);
  });

  it('gives a silviculture contract its short list of steps and its price per hectare', async () => {
    const contract = (
      await get(`/api/contracts/${await contractId(test, 'SV-2025-3310')}`)
    ).json<HarvestContract>();
    expect(contract.form).toBe('skogsvard');
    expect(contract.silviculturePriceOrePerHa).toBe(322_700);
    expect(contract.priceList).toBeNull();
    expect(contract.timeline?.map((step) => [step.step, step.state])).toEqual([
      ['offert', 'done'],
      ['kontrakt', 'done'],
      ['atervaxt', 'done'],
      ['slutredovisning', 'current'],
    ]);
  });

  it('answers 404 for another member’s contract and for an id that is no contract', async () => {
    const companys = await contractId(test, 'LV-2026-2087');
    expect((await get(`/api/contracts/${companys}`)).statusCode).toBe(404);
    const junk = await get('/api/contracts/not-a-uuid');
    expect(junk.statusCode).toBe(404);
    expect(junk.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Kontraktet finns inte.' });
  });

  it('shows the company its delivery-timber contract when Karin acts for it', async () => {
    const cookie = await signIn(
      test,
      {
        personId: await personOf(test, PERSONAS.member.stakeholderId),
        stakeholderId: PERSONA_COMPANY.stakeholderId,
        roles: ['Member'],
      },
      clock,
    );
    const { contracts } = (await get('/api/contracts', cookie)).json<HarvestContracts>();
    expect(contracts.map((c) => [c.number, c.form, c.status.step])).toEqual([
      ['LV-2026-2087', 'leveransvirke', 'utbetalning'],
    ]);
    expect(contracts[0]?.timeline?.map((step) => step.step)).toEqual([
      'kontrakt',
      'avverkning',
      'transport',
      'inmatning',
      'avrakning',
      'utbetalning',
      'arsbesked',
    ]);
  });

  it('shows a representative only the contracts on the estates their mandate names', async () => {
    const agent = await insertPerson(test.db, { givenName: 'Olle', surname: 'Ombud' });
    const [right] = await test.db.query<{ id: string }>(
      `INSERT INTO delegated_right (grantor_stakeholder_id, grantee_person_id) VALUES ($1, $2) RETURNING id`,
      [PERSONAS.member.stakeholderId, agent.id],
    );
    await test.db.query(
      `INSERT INTO delegated_right_estate (delegated_right_id, estate_id)
       SELECT $1, id FROM estate WHERE designation = 'Uppsala Viggeby 4:3'`,
      [right?.id],
    );
    const cookie = await signIn(
      test,
      { personId: agent.id, stakeholderId: PERSONAS.member.stakeholderId, roles: ['DelegatedRight'] },
      clock,
    );
    const { contracts } = (await get('/api/contracts', cookie)).json<HarvestContracts>();
    expect(contracts.map((c) => c.number)).toEqual(['AU-2026-12544']);
    expect((await get(`/api/contracts/${await contractId(test, 'AU-2026-11872')}`, cookie)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/contracts/${await contractId(test, 'AU-2026-12544')}`, cookie)).statusCode).toBe(
      200,
    );
  });

  it('answers 204 for a member without contracts and 403 for a potential member', async () => {
    const maria = await signIn(
      test,
      {
        personId: await personOf(test, PERSONAS.delegate.stakeholderId),
        stakeholderId: PERSONAS.delegate.stakeholderId,
        roles: ['Member'],
      },
      clock,
    );
    expect((await get('/api/contracts', maria)).statusCode).toBe(204);
    const erik = await signIn(
      test,
      {
        personId: await personOf(test, PERSONAS.potential.stakeholderId),
        stakeholderId: PERSONAS.potential.stakeholderId,
        roles: ['Potential'],
      },
      clock,
    );
    expect((await get('/api/contracts', erik)).statusCode).toBe(403);
    expect((await test.app.inject({ method: 'GET', url: '/api/contracts' })).statusCode).toBe(401);
  });
});

describe('contracts with the timeline and timber prices flags off', () => {
  let test: TestApp;
  let karin: string;

  beforeAll(async () => {
    test = await buildTestApp({ clock, env: { FEATURE_OVERRIDES: 'contractTimeline:off,timberPrices:off' } });
    await seedDemo(test.db);
    karin = await signIn(
      test,
      {
        personId: await personOf(test, PERSONAS.member.stakeholderId),
        stakeholderId: PERSONAS.member.stakeholderId,
        roles: ['Member'],
      },
      clock,
    );
  });
  afterAll(async () => {
    await test.close();
  });

  it('lists the contracts without a timeline, status still told', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/contracts',
      headers: { cookie: karin },
    });
    const { contracts } = response.json<HarvestContracts>();
    expect(contracts.every((c) => c.timeline === null)).toBe(true);
    expect(contracts[0]?.status.step).toBe('anmalan');
  });

  it('answers 404 for the timber prices and the calculator', async () => {
    const list = await test.app.inject({
      method: 'GET',
      url: '/api/timber-prices',
      headers: { cookie: karin },
    });
    expect(list.statusCode).toBe(404);
    const calculation = await test.app.inject({
      method: 'POST',
      url: '/api/timber-prices/calculate',
      headers: { cookie: karin, origin: 'http://localhost:3000' },
      payload: {
        region: 'uppland',
        operation: 'gallring',
        areaHa: 1,
        volumeM3skTotal: 100,
        pinePercent: 100,
      },
    });
    expect(calculation.statusCode).toBe(404);
  });
});
