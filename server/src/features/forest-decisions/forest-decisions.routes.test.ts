import { beforeAll, describe, expect, it } from 'vitest';
import type { HarvestAlternatives, IncomeSpread } from '#contracts/forest-decisions';
import type { AreaGeometry } from '#contracts/geometry';
import { insertPerson, insertPersonStakeholder } from '../../db/seed/builders.js';
import { insertMandate } from '../../db/seed/mandates-builders.js';
import { insertForestBusiness } from '../../db/seed/profile-builders.js';
import { insertStand } from '../../db/seed/stand-builders.js';
import { compareHarvestAlternatives } from '../../forest-economics/harvest-alternatives.js';
import {
  CATALOGUE_FOLLOW_UPS,
  SPRUCE_NOW,
  UPPLAND_2026,
} from '../../forest-economics/worked-examples.fixtures.js';
import { projectStand } from '../../forest-growth/roll-forward.js';
import { signIn } from '../../testing/sign-in.js';
import { type TestApp } from '../../testing/test-app.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

// Before 1 September, when "Prislista Uppland 2026:1" of the worked examples is still in force.
const clock = testClock(new Date('2026-05-15T08:00:00Z'));
const DAY_MS = 86_400_000;

/** 200 m × 160 m: 3,20 ha, the area of docs/forest-economics.md's example 1. */
const RECTANGLE: AreaGeometry = {
  type: 'Polygon',
  coordinates: [
    [
      [660_000, 6_660_000],
      [660_200, 6_660_000],
      [660_200, 6_660_160],
      [660_000, 6_660_160],
      [660_000, 6_660_000],
    ],
  ],
};

/** Example 1's stand 7 as a plan inventoried this spring: 3,2 ha of spruce, 75 years, 260 m³sk/ha. */
const SPRUCE_STAND = {
  number: 7,
  geometry: RECTANGLE,
  age: 75,
  siteIndex: 'G28',
  cuttingClass: 'S1',
  goalClass: 'PG',
  species: { pine: 0, spruce: 100, deciduous: 0 },
  volumePerHa: 260,
  growthPerHa: 5,
  proposedAction: 'Slutavverkning',
  proposedYear: 2027,
} as const;

async function insertOwner(test: TestApp, { vatRegistered = true } = {}) {
  const person = await insertPerson(test.db, { givenName: 'Karin', surname: 'Kalkylsson' });
  const member = await insertPersonStakeholder(test.db, person);
  const business = await insertForestBusiness(test.db, member.id, { estates: 2 });
  await test.db.query('UPDATE business SET vat_registered = $2 WHERE id = $1', [business.id, vatRegistered]);
  const [planned, unplanned] = business.estates;
  if (planned === undefined || unplanned === undefined)
    throw new Error('insertForestBusiness gave no estates');
  await test.db.query("UPDATE estate SET plan_inventoried_on = '2026-04-20' WHERE id = $1", [planned.id]);
  const stand = await insertStand(test.db, planned, SPRUCE_STAND);
  const undated = await insertStand(test.db, unplanned, { number: 1, age: 90, volumePerHa: 240 });
  const cookie = await signIn(
    test,
    { personId: person.id, stakeholderId: member.id, roles: ['Member'] },
    clock,
  );
  return { person, member, stand, undated, cookie };
}

describe('forest decisions', () => {
  let karin: Awaited<ReturnType<typeof insertOwner>>;
  let other: Awaited<ReturnType<typeof insertOwner>>;

  const test = portalForTests({ clock });
  beforeAll(async () => {
    karin = await insertOwner(test);
    other = await insertOwner(test, { vatRegistered: false });
  });

  const get = (url: string, cookie = karin.cookie) =>
    test.app.inject({ method: 'GET', url, headers: { cookie } });
  const harvest = (query: string, cookie?: string) =>
    get(`/api/forest-decisions/harvest-alternatives?${query}`, cookie);
  const income = (query: string, cookie?: string) =>
    get(`/api/forest-decisions/income-spread?${query}`, cookie);

  describe('harvest now or later', () => {
    it('values the stand now as worked example 1 does, and in 5, 10 and 15 years as it is projected', async () => {
      const response = await harvest(`stands=${karin.stand.id}`);
      expect(response.statusCode).toBe(200);
      const answer = response.json<HarvestAlternatives>();
      expect(answer.discountRateBp).toBe(250);
      expect(answer.priceLists).toEqual([
        { name: 'Prislista Uppland 2026:1', region: 'uppland', validFrom: '2026-01-01' },
      ]);
      const [now] = answer.alternatives;
      expect(now).toMatchObject({
        year: 2026,
        volumeByAssortmentM3fub: { sagtimmer: 379.81, klentimmer: 0, massaved: 262.41, bransleved: 48.34 },
        volumeM3fub: 690.56,
        grossOre: 36_848_350,
        harvestingCostOre: 9_253_504,
        timberNetOre: 27_594_846,
        followUps: [
          { service: 'markberedning', year: 2027, costOre: 1_056_000 },
          { service: 'plantering', year: 2027, costOre: 4_048_000 },
          { service: 'rojning', year: 2037, costOre: 1_088_000 },
        ],
        netOre: 21_402_846,
        cashflows: [
          { year: 2026, amountOre: 27_594_846, presentValueOre: 27_594_846 },
          { year: 2027, amountOre: -5_104_000, presentValueOre: -4_979_512 },
          { year: 2037, amountOre: -1_088_000, presentValueOre: -829_214 },
        ],
        netPresentValueOre: 21_786_120,
      });

      // The later years: the stand as the growth model rolls it, through the pure calculation.
      const years = [2026, 2031, 2036, 2041];
      const figures = projectStand({ ...SPRUCE_STAND, areaHa: 3.2 }, 2026, years);
      const expected = compareHarvestAlternatives({
        alternatives: [0, 5, 10, 15].map((yearsFromNow, index) => ({
          yearsFromNow,
          stands: [
            { ...SPRUCE_NOW, age: figures[index]?.age ?? 0, volumePerHa: figures[index]?.volumePerHa ?? 0 },
          ],
        })),
        priceLists: [UPPLAND_2026],
        followUpPrices: CATALOGUE_FOLLOW_UPS,
      });
      if (expected.kind !== 'compared') throw new Error(expected.reason);
      expect(
        answer.alternatives.map((alternative) => [alternative.year, alternative.netPresentValueOre]),
      ).toEqual(
        expected.alternatives.map((alternative, index) => [years[index], alternative.netPresentValueOre]),
      );
      expect(answer.alternatives.map((alternative) => alternative.grossOre)).toEqual(
        expected.alternatives.map((alternative) => alternative.grossOre),
      );
      expect(answer.stands).toEqual([
        {
          id: karin.stand.id,
          estateDesignation: expect.any(String) as string,
          number: 7,
          areaHa: 3.2,
          inventoryYear: 2026,
          projected: figures.map(({ year, age, volumePerHa, cuttingClass }) => ({
            year,
            age,
            volumePerHa,
            cuttingClass,
          })),
        },
      ]);
      const best = [...expected.alternatives].sort((a, b) => b.netPresentValueOre - a.netPresentValueOre)[0];
      expect(answer.bestYearsFromNow).toBe(best?.yearsFromNow);
    });

    it('discounts at the rate asked for: at 3 % now is 218 535,12 kr, as the worked example says', async () => {
      const answer = (
        await harvest(`stands=${karin.stand.id}&discountRateBp=300`)
      ).json<HarvestAlternatives>();
      expect(answer.discountRateBp).toBe(300);
      expect(answer.alternatives[0]?.netPresentValueOre).toBe(21_853_512);
    });

    it('takes the figures of a plan without an inventory date as this year’s, and says so', async () => {
      const answer = (
        await harvest(`stands=${karin.undated.id},${karin.stand.id},${karin.undated.id.toUpperCase()}`)
      ).json<HarvestAlternatives>();
      const undated = answer.stands.find((stand) => stand.id === karin.undated.id);
      expect(answer.stands).toHaveLength(2);
      expect(undated?.inventoryYear).toBeNull();
      expect(undated?.projected[0]).toMatchObject({ year: 2026, age: 90, volumePerHa: 240 });
    });

    it('answers 404 for another member’s stand, alone or among the own, and shows nothing of it', async () => {
      for (const query of [`stands=${other.stand.id}`, `stands=${karin.stand.id},${other.stand.id}`]) {
        const response = await harvest(query);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Avdelningen finns inte.' });
      }
      expect((await harvest('stands=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    });

    it('lets a representative with a mandate read it, and staff who only view', async () => {
      const delegate = await insertPerson(test.db, { givenName: 'Maria', surname: 'Ombud' });
      await insertMandate(test.db, { id: karin.member.id, name: 'Karin Kalkylsson' }, delegate);
      const asDelegate = await signIn(
        test,
        { personId: delegate.id, stakeholderId: karin.member.id, roles: ['DelegatedRight'] },
        clock,
      );
      expect((await harvest(`stands=${karin.stand.id}`, asDelegate)).statusCode).toBe(200);
      expect((await income('amountKr=600000&kind=avverkningsratt&years=5', asDelegate)).statusCode).toBe(200);
      const viewer = await signIn(
        test,
        { personId: delegate.id, stakeholderId: karin.member.id, roles: ['Viewer'] },
        clock,
      );
      expect((await harvest(`stands=${karin.stand.id}`, viewer)).statusCode).toBe(200);
    });

    it('refuses bad input with a Swedish message on the parameter', async () => {
      const rate = await harvest(`stands=${karin.stand.id}&discountRateBp=1001`);
      expect(rate.statusCode).toBe(400);
      expect(rate.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fieldErrors: {
          discountRateBp: [
            'Ange kalkylräntan i procent, från 0 till 10, med högst två decimaler. Till exempel 2,5.',
          ],
        },
      });
      for (const query of ['stands=7', 'stands=', 'discountRateBp=250']) {
        const response = await harvest(query);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ fieldErrors: unknown }>().fieldErrors).toEqual({
          stands: ['Välj minst en och högst 50 avdelningar att räkna på.'],
        });
      }
    });
  });

  describe('a harvest income at once or over a payment plan', () => {
    it('spreads 350 000 kr over 3 years at today’s 2,00 % as worked example 4 does', async () => {
      const response = await income('amountKr=350000&kind=avverkningsratt&years=3');
      expect(response.statusCode).toBe(200);
      const answer = response.json<IncomeSpread>();
      expect(answer).toMatchObject({
        incomeOre: 35_000_000,
        paidOverYears: 3,
        harvestYear: 2026,
        planRateBp: 200,
        vatRegistered: true,
      });
      expect(
        answer.years.map((year) => [
          year.year,
          year.payoutOre,
          year.vatOre,
          year.interestOre,
          year.taxableIncomeOre,
          year.maxSkogskontoDepositOre,
          year.taxableAfterDepositOre,
        ]),
      ).toEqual([
        [2026, 11_666_666, 2_916_667, 0, 11_666_666, 6_999_999, 4_666_667],
        [2027, 11_666_666, 2_916_667, 466_667, 12_133_333, 6_999_999, 5_133_334],
        [2028, 11_666_668, 2_916_667, 233_333, 11_900_001, 7_000_000, 4_900_001],
      ]);
      expect(answer.totals).toEqual({
        payoutOre: 35_000_000,
        vatOre: 8_750_001,
        interestOre: 700_000,
        taxableIncomeOre: 35_700_000,
        maxSkogskontoDepositOre: 20_999_998,
        taxableAfterDepositOre: 14_700_002,
      });
    });

    it('pays 600 000 kr at once as worked example 3 does, and shows no moms without a VAT registration', async () => {
      const once = (await income('amountKr=600000.00&kind=avverkningsratt&years=1')).json<IncomeSpread>();
      expect(once.years).toEqual([
        {
          year: 2026,
          payoutOre: 60_000_000,
          vatOre: 15_000_000,
          interestOre: 0,
          taxableIncomeOre: 60_000_000,
          maxSkogskontoDepositOre: 36_000_000,
          taxableAfterDepositOre: 24_000_000,
          planBalanceAfterOre: 0,
        },
      ]);
      const unregistered = (
        await income('amountKr=600000&kind=avverkningsratt&years=1', other.cookie)
      ).json<IncomeSpread>();
      expect(unregistered.vatRegistered).toBe(false);
      expect(unregistered.totals.vatOre).toBe(0);
    });

    it('refuses bad input with a Swedish message on the parameter', async () => {
      const cases: [string, Record<string, string[]>][] = [
        [
          'amountKr=600000&kind=leveransvirke&years=2',
          { years: ['Leveransvirke kan inte delas upp på en betalningsplan.'] },
        ],
        [
          'amountKr=1500&kind=avverkningsratt&years=2',
          { years: ['Varje utbetalning i en betalningsplan ska vara minst 1 000 kr.'] },
        ],
        [
          'amountKr=sexhundra&kind=avverkningsratt&years=1',
          { amountKr: ['Ange inkomsten i kronor utan moms, från 1 kr till 1 miljard kr.'] },
        ],
        [
          'amountKr=1000000001&kind=avverkningsratt&years=1',
          { amountKr: ['Ange inkomsten i kronor utan moms, från 1 kr till 1 miljard kr.'] },
        ],
        ['amountKr=600000&kind=rotpost&years=1', { kind: ['Välj avverkningsrätt eller leveransvirke.'] }],
        [
          'amountKr=600000&kind=avverkningsratt&years=11',
          { years: ['Välj hur många år inkomsten ska fördelas på, från 1 till 10.'] },
        ],
      ];
      for (const [query, fieldErrors] of cases) {
        const response = await income(query, other.cookie);
        expect(response.statusCode, query).toBe(400);
        expect(response.json<{ fieldErrors: unknown }>().fieldErrors, query).toEqual(fieldErrors);
      }
    });

    it('takes the payment-plan rate valid today: worked example 3 over 5 years once 3,45 % is in force', async () => {
      await test.db.query(
        "INSERT INTO interest_rate (account_kind, valid_from, rate_bp) VALUES ('betalningsplan', '2026-05-16', 345)",
      );
      expect(
        (await income('amountKr=600000&kind=avverkningsratt&years=5')).json<IncomeSpread>().planRateBp,
      ).toBe(200);
      clock.advance(DAY_MS);
      const cookie = await signIn(
        test,
        { personId: karin.person.id, stakeholderId: karin.member.id, roles: ['Member'] },
        clock,
      );
      const answer = (
        await income('amountKr=600000&kind=avverkningsratt&years=5', cookie)
      ).json<IncomeSpread>();
      expect(answer.planRateBp).toBe(345);
      expect(answer.years.map((year) => year.interestOre)).toEqual([
        0, 1_656_000, 1_242_000, 828_000, 414_000,
      ]);
      expect(answer.totals).toMatchObject({
        interestOre: 4_140_000,
        taxableIncomeOre: 64_140_000,
        maxSkogskontoDepositOre: 36_000_000,
        taxableAfterDepositOre: 28_140_000,
      });
    });
  });
});
