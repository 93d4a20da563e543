import { beforeAll, describe, expect, it } from 'vitest';
import {
  DIAMETER_CLASSES,
  type Calculation,
  type CalculatorStands,
  type TimberPriceLists,
} from '#contracts/timber-prices';
import { insertPerson } from '../../db/seed/builders.js';
import { PERSONAS } from '../../db/seed/personas.js';
import { seedDemo } from '../../db/seed/seed-demo.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

const clock = testClock(new Date('2026-11-22T08:00:00Z'));
const SAME_ORIGIN = { origin: 'http://localhost:3000' };

describe('timber prices and the value calculator', () => {
  let karin: string;
  let karinPerson: string;

  const test = portalForTests({ clock });
  beforeAll(async () => {
    await seedDemo(test.db);
    const [row] = await test.db.query<{ person_id: string }>(
      'SELECT person_id FROM stakeholder WHERE id = $1',
      [PERSONAS.member.stakeholderId],
    );
    karinPerson = row?.person_id ?? '';
    karin = await signIn(
      test,
      { personId: karinPerson, stakeholderId: PERSONAS.member.stakeholderId, roles: ['Member'] },
      clock,
    );
  });

  const get = (url: string, cookie = karin) => test.app.inject({ method: 'GET', url, headers: { cookie } });
  const calculate = (payload: Record<string, unknown>, cookie = karin) =>
    test.app.inject({
      method: 'POST',
      url: '/api/timber-prices/calculate',
      headers: { cookie, ...SAME_ORIGIN },
      payload,
    });

  it('answers the list in force today per region', async () => {
    const response = await get('/api/timber-prices');
    expect(response.statusCode).toBe(200);
    const { lists } = response.json<TimberPriceLists>();
    expect(lists.map((list) => [list.name, list.region, list.validFrom])).toEqual([
      ['Prislista Uppland 2026:2', 'uppland', '2026-09-01'],
      ['Prislista Dalarna 2026:1', 'dalarna', '2026-02-01'],
      ['Prislista Gävleborg 2026:1', 'gavleborg', '2026-03-01'],
    ]);
    const dalarna = (await get('/api/timber-prices?region=dalarna')).json<TimberPriceLists>();
    expect(dalarna.lists.map((list) => list.name)).toEqual(['Prislista Dalarna 2026:1']);
  });

  it('keeps every list complete and realistic (docs/domain.md 6)', async () => {
    const { lists } = (await get('/api/timber-prices')).json<TimberPriceLists>();
    const all = await test.db.query<{ name: string; count: string }>(
      'SELECT l.name, count(p.*)::text AS count FROM timber_price_list l JOIN timber_price p ON p.price_list_id = l.id GROUP BY l.name',
    );
    // 9 diameter classes × 2 conifers + klentimmer × 2 + massaved × 3 + bränsleved × 3.
    expect(all.every((list) => list.count === '26')).toBe(true);
    for (const list of lists) {
      for (const species of ['tall', 'gran'] as const) {
        const sawlogs = DIAMETER_CLASSES.map(
          (diameter) =>
            list.prices.find(
              (p) => p.species === species && p.assortment === 'sagtimmer' && p.diameterCm === diameter,
            )?.priceOrePerM3fub ?? 0,
        );
        expect(sawlogs.every((price) => price >= 45_000 && price <= 110_000)).toBe(true);
        // Tall timber pays more the thicker it is; gran may dip again at 30+ cm.
        if (species === 'tall') expect([...sawlogs].sort((a, b) => a - b)).toEqual(sawlogs);
      }
      for (const price of list.prices.filter((p) => p.assortment !== 'sagtimmer'))
        expect(price.priceOrePerM3fub).toBeGreaterThanOrEqual(25_000);
      expect(list.harvestingCostOrePerM3fub.gallring).toBeGreaterThan(
        list.harvestingCostOrePerM3fub.slutavverkning,
      );
    }
    // Every price list a contract names exists.
    const unknown = await test.db.query(
      `SELECT number FROM harvest_contract c WHERE price_list IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM timber_price_list l WHERE l.name = c.price_list)`,
    );
    expect(unknown).toEqual([]);
  });

  it('refuses an unknown region in Swedish', async () => {
    const response = await get('/api/timber-prices?region=skane');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: { region: ['Välj en region: Uppland, Dalarna eller Gävleborg.'] },
    });
  });

  it('values a planned final felling as computed by hand', async () => {
    const response = await calculate({
      region: 'uppland',
      operation: 'slutavverkning',
      areaHa: 2,
      volumeM3skPerHa: 200,
      pinePercent: 60,
      sprucePercent: 30,
      deciduousPercent: 10,
      age: 100,
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<Calculation>();
    // 2 ha × 200 m³sk = 400 m³sk × 0,83 = 332 m³fub. Age 100: sågtimmer at 14 + 2 × 6 = 26 cm.
    expect(result).toMatchObject({
      priceList: { name: 'Prislista Uppland 2026:2' },
      harvestedVolumeM3sk: 400,
      harvestSharePercent: 100,
      conversionFactor: 0.83,
      volumeM3fub: 332,
    });
    expect(
      result.rows.map((r) => [
        r.species,
        r.assortment,
        r.diameterCm,
        r.volumeM3fub,
        r.priceOrePerM3fub,
        r.amountOre,
      ]),
    ).toEqual([
      // tall 199,2 m³fub: 55 % sågtimmer, 38 % massaved, 7 % bränsleved
      ['tall', 'sagtimmer', 26, 109.56, 83_000, 9_093_480],
      ['tall', 'massaved', null, 75.7, 36_000, 2_725_200],
      ['tall', 'bransleved', null, 13.94, 38_000, 529_720],
      // gran 99,6 m³fub
      ['gran', 'sagtimmer', 26, 54.78, 77_500, 4_245_450],
      ['gran', 'massaved', null, 37.85, 36_000, 1_362_600],
      ['gran', 'bransleved', null, 6.97, 38_000, 264_860],
      // björk 33,2 m³fub: 85 % massaved, 15 % bränsleved
      ['bjork', 'massaved', null, 28.22, 36_000, 1_015_920],
      ['bjork', 'bransleved', null, 4.98, 38_000, 189_240],
    ]);
    // 194 264,70 kr − 332 × 139 kr (46 148 kr) = 148 116,70 kr; per hectare half of each.
    expect(result.grossOre).toBe(19_426_470);
    expect(result.harvestingCostOrePerM3fub).toBe(13_900);
    expect(result.harvestingCostOre).toBe(4_614_800);
    expect(result.netOre).toBe(14_811_670);
    expect(result.grossOrePerHa).toBe(9_713_235);
    expect(result.netOrePerHa).toBe(7_405_835);
  });

  it('values a planned thinning from a total volume as computed by hand', async () => {
    const result = (
      await calculate({
        region: 'dalarna',
        operation: 'gallring',
        areaHa: 4,
        volumeM3skTotal: 200,
        pinePercent: 50,
        sprucePercent: 50,
      })
    ).json<Calculation>();
    // 200 m³sk × 0,83 = 166 m³fub, 83 per species; age 40 (default): 15 % klentimmer, 75 % massaved, 10 % bränsleved.
    expect(result.age).toBe(40);
    expect(result.rows.map((r) => [r.species, r.assortment, r.volumeM3fub, r.amountOre])).toEqual([
      ['tall', 'klentimmer', 12.45, 622_500],
      ['tall', 'massaved', 62.25, 2_054_250],
      ['tall', 'bransleved', 8.3, 298_800],
      ['gran', 'klentimmer', 12.45, 597_600],
      ['gran', 'massaved', 62.25, 2_054_250],
      ['gran', 'bransleved', 8.3, 298_800],
    ]);
    // 59 262 kr − 166 × 275 kr (45 650 kr) = 13 612 kr; per hectare 14 815,50 and 3 403 kr.
    expect([result.grossOre, result.harvestingCostOre, result.netOre]).toEqual([
      5_926_200, 4_565_000, 1_361_200,
    ]);
    expect([result.grossOrePerHa, result.netOrePerHa]).toEqual([1_481_550, 340_300]);
  });

  it('values one of the member’s stands: its standing volume, 30 % of it in a thinning', async () => {
    const { stands } = (await get('/api/timber-prices/stands')).json<CalculatorStands>();
    expect(stands.length).toBeGreaterThan(0);
    const stand = stands.find((s) => s.volumePerHa > 100) ?? stands[0];
    if (stand === undefined) throw new Error('no stand');
    expect(stand.region).toBe('uppland');
    const result = (
      await calculate({ region: 'uppland', operation: 'gallring', standId: stand.id })
    ).json<Calculation>();
    expect(result.stand).toEqual({
      id: stand.id,
      estateDesignation: stand.estateDesignation,
      number: stand.number,
    });
    expect(result.areaHa).toBe(stand.areaHa);
    expect(result.age).toBe(stand.age);
    expect(result.harvestSharePercent).toBe(30);
    expect(result.harvestedVolumeM3sk).toBeCloseTo((result.standingVolumeM3sk ?? 0) * 0.3, 2);
    // The same harvest given by hand is valued the same.
    const byHand = (
      await calculate({
        region: 'uppland',
        operation: 'gallring',
        areaHa: stand.areaHa,
        volumeM3skTotal: result.harvestedVolumeM3sk,
        pinePercent: stand.species.pine,
        sprucePercent: stand.species.spruce,
        deciduousPercent: stand.species.deciduous,
        age: stand.age,
      })
    ).json<Calculation>();
    expect(byHand.grossOre).toBe(result.grossOre);
    expect(byHand.netOre).toBe(result.netOre);
  });

  it('answers 404 for another member’s stand and for a stand outside a representative’s mandate', async () => {
    const [company] = await test.db.query<{ id: string }>(
      `SELECT s.id FROM stand s JOIN estate e ON e.id = s.estate_id WHERE e.designation = 'Älvdalen Brunnsberg 5:21' LIMIT 1`,
    );
    const other = await calculate({ region: 'dalarna', operation: 'gallring', standId: company?.id });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ message: 'Avdelningen finns inte.' });

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
    const [ekeby] = await test.db.query<{ id: string }>(
      `SELECT s.id FROM stand s JOIN estate e ON e.id = s.estate_id WHERE e.designation = 'Uppsala Ekeby 2:7' LIMIT 1`,
    );
    const [viggeby] = await test.db.query<{ id: string }>(
      `SELECT s.id FROM stand s JOIN estate e ON e.id = s.estate_id WHERE e.designation = 'Uppsala Viggeby 4:3' LIMIT 1`,
    );
    expect(
      (await calculate({ region: 'uppland', operation: 'slutavverkning', standId: ekeby?.id }, cookie))
        .statusCode,
    ).toBe(404);
    // The representative may use the calculator (it stores nothing) on the estate the mandate names.
    expect(
      (await calculate({ region: 'uppland', operation: 'slutavverkning', standId: viggeby?.id }, cookie))
        .statusCode,
    ).toBe(200);
    const { stands } = (await get('/api/timber-prices/stands', cookie)).json<CalculatorStands>();
    expect(new Set(stands.map((s) => s.estateDesignation))).toEqual(new Set(['Uppsala Viggeby 4:3']));
  });

  it('refuses bad input with a Swedish message per field', async () => {
    const missing = await calculate({ region: 'uppland', operation: 'gallring' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: {
        areaHa: ['Ange arealen i hektar.'],
        volumeM3skPerHa: ['Ange volymen att avverka, per hektar eller totalt.'],
        pinePercent: ['Ange trädslagsfördelningen: andelen tall, gran och löv.'],
      },
    });
    const wrongSum = await calculate({
      region: 'uppland',
      operation: 'gallring',
      areaHa: 1,
      volumeM3skPerHa: 100,
      volumeM3skTotal: 100,
      pinePercent: 50,
      sprucePercent: 40,
    });
    expect(wrongSum.json()).toMatchObject({
      fieldErrors: {
        volumeM3skTotal: ['Ange volymen antingen per hektar eller totalt, inte båda.'],
        pinePercent: ['Andelarna tall, gran och löv ska tillsammans bli 100 %.'],
      },
    });
    const outOfRange = await calculate({
      region: 'norrbotten',
      operation: 'rojning',
      areaHa: -1,
      volumeM3skPerHa: 100,
      pinePercent: 100,
    });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json()).toMatchObject({
      fieldErrors: {
        region: ['Välj en region: Uppland, Dalarna eller Gävleborg.'],
        operation: ['Välj gallring eller slutavverkning.'],
        areaHa: ['Ange arealen mellan 0,1 och 1\u00a0000 ha.'],
      },
    });
  });
});
