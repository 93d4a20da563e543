import { beforeAll, describe, expect, it } from 'vitest';
import {
  nextActionText,
  standNow,
  standStateLine,
  type AllEstates,
  type Stand,
  type StandList,
} from '#contracts/estates';
import type { HarvestAlternatives } from '#contracts/forest-decisions';
import type { ForestOverview } from '#contracts/forest-overview';
import type { FeatureCollection } from '#contracts/geometry';
import type { ServiceCatalogue } from '#contracts/services';
import type { Calculation, CalculatorStands } from '#contracts/timber-prices';
// The benchmarks' generated association, at its smallest: the same data the portal is measured on.
// eslint-disable-next-line boundaries/dependencies
import { generateAssociation } from '../../../../bench/lib/large-association.js';
import { seedDemo } from '../../db/seed/seed-demo.js';
// The real notifier, as background-work.ts passes it: the notifications are part of what must agree.
// eslint-disable-next-line boundaries/dependencies
import { createNotifier } from '../notifications/notify.js';
import { SAME_ORIGIN } from '../../testing/forest-owner-world.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';
import { rollPlansForward } from './plan-roll.service.js';

/**
 * One state per stand (docs/forest-growth.md 10): every stand of the demo and of a generated association,
 * walked through every place that shows it, reads the same class, age, volume and next action.
 */

const clock = testClock(new Date('2026-11-29T09:00:00Z'));

/** Hectares in whole tenths, summed. */
const tenths = (rows: readonly { areaHa: number }[]): number =>
  rows.reduce((sum, row) => sum + Math.round(row.areaHa * 10), 0);
const volumeNow = (stand: Stand): number => stand.rolledForward?.volumeTotal ?? stand.volumeTotal;
const perHaNow = (stand: Stand): number => stand.rolledForward?.volumePerHa ?? stand.volumePerHa;

describe('one state per stand, on every screen', () => {
  let owners: { stakeholderId: string; personId: string }[];

  const test = portalForTests({ clock });
  beforeAll(async () => {
    await seedDemo(test.db);
    await generateAssociation(test.db, { members: 20 });
    // Half the generated plans have an inventory date and are rolled forward; the others read as inventoried.
    await test.db.query(
      `UPDATE estate SET plan_inventoried_on = '2019-06-12'
        WHERE designation LIKE 'Genererad %' AND split_part(split_part(designation, ' ', 2), ':', 1)::int % 2 = 0`,
    );
    const notify = createNotifier({ config: test.config, clock }).notify;
    await rollPlansForward({ db: test.db, clock, notify, pauseMs: 0 });
    owners = await test.db.query<{ stakeholderId: string; personId: string }>(
      `SELECT DISTINCT b.stakeholder_id AS "stakeholderId", s.person_id AS "personId"
         FROM business b JOIN stakeholder s ON s.id = b.stakeholder_id JOIN estate e ON e.business_id = b.id
        WHERE s.person_id IS NOT NULL AND EXISTS (SELECT 1 FROM stand WHERE estate_id = e.id)`,
    );
    // Every owner has activated the forest overview.
    await test.db.query(
      `INSERT INTO forest_overview (stakeholder_id, state, activated_by, activated_at, built_at, figures)
       SELECT "stakeholderId", 'ready', "personId", now(), now(), '{"estates": []}'
         FROM json_to_recordset($1::json) AS o ("stakeholderId" text, "personId" uuid)
       ON CONFLICT (stakeholder_id) DO UPDATE SET state = 'ready', built_at = now(), figures = excluded.figures`,
      [JSON.stringify(owners)],
    );
  }, 240_000);

  it('walks the demo’s and the generated association’s owners, and finds each stand the same everywhere', async () => {
    expect(owners.length).toBeGreaterThanOrEqual(21);
    let walked = 0;
    let projections = 0;
    for (const owner of owners) {
      const cookie = await signIn(test, { ...owner, roles: ['Member'] }, clock);
      const get = async <T>(url: string): Promise<T> => {
        const response = await test.app.inject({ url, headers: { cookie } });
        expect(response.statusCode, url).toBe(200);
        return response.json<T>();
      };

      // The estates page and its API: each plan summary adds up its stands as they are now.
      const { estates } = await get<AllEstates>('/api/Ir/GetAllEstates');
      const stands: Stand[] = [];
      for (const estate of estates) {
        const list = await test.app.inject({ url: `/api/estates/${estate.id}/stands`, headers: { cookie } });
        if (list.statusCode === 204) continue;
        const own = list.json<StandList>().stands;
        stands.push(...own);
        const summary = estate.rolledForwardStands ?? estate.stands;
        expect(summary?.volumeTotal, estate.designation).toBe(own.reduce((sum, s) => sum + volumeNow(s), 0));
        // Areas add up: the stands' productive areas are the estate's productive forest land, and each
        // table's rows add up to it.
        for (const each of [estate.stands, estate.rolledForwardStands]) {
          if (each === null) continue;
          expect(each.areaHa, estate.designation).toBe(estate.productiveAreaHa);
          expect(tenths(each.byCuttingClass), estate.designation).toBe(tenths([each]));
          expect(tenths(each.byAgeClass), estate.designation).toBe(tenths([each]));
        }
        expect(tenths(own), estate.designation).toBeCloseTo(estate.productiveAreaHa * 10, -1);
        for (const row of summary?.byCuttingClass ?? []) {
          const inClass = own.filter((s) => standNow(s).cuttingClass === row.cuttingClass);
          expect(row.volume, `${estate.designation} ${row.cuttingClass}`).toBe(
            inClass.reduce((sum, s) => sum + volumeNow(s), 0),
          );
        }
      }
      // The words every web screen renders (the stands table, the map's list and panel, the order form).
      for (const stand of stands) {
        expect(stand.stateLine).toBe(standStateLine(stand));
        expect(stand.nextActionText).toBe(nextActionText(stand));
      }
      const byId = new Map(stands.map((stand) => [stand.id, stand]));
      walked += stands.length;

      // The forest overview: the same sum.
      const overview = await get<ForestOverview>('/api/forest-overview');
      expect(overview.volumeTotal).toBe(stands.reduce((sum, s) => sum + volumeNow(s), 0));
      expect(overview.productiveAreaHa).toBeCloseTo(
        estates.reduce((sum, estate) => sum + (estate.stands === null ? 0 : estate.productiveAreaHa), 0),
        6,
      );
      expect(overview.standCount).toBe(stands.length);

      // The map's forest-overview layer: class, age, volume and next action of each stand.
      const coordinates = stands.flatMap((s) =>
        (s.geometry.type === 'Polygon' ? [s.geometry.coordinates] : s.geometry.coordinates).flat(2),
      );
      const bbox = [
        Math.min(...coordinates.map(([e]) => e)) - 10,
        Math.min(...coordinates.map(([, n]) => n)) - 10,
        Math.max(...coordinates.map(([e]) => e)) + 10,
        Math.max(...coordinates.map(([, n]) => n)) + 10,
      ];
      const layer = await get<FeatureCollection>(
        `/api/geo/layers/skogsoversikt/features?bbox=${bbox.join(',')}`,
      );
      expect(layer.features).toHaveLength(stands.length);
      for (const feature of layer.features) {
        const stand = byId.get(String(feature.properties.id));
        if (stand === undefined) throw new Error('the layer drew a stand the estates page does not list');
        expect(feature.properties).toMatchObject({
          cuttingClass: standNow(stand).cuttingClass,
          age: standNow(stand).age,
          volumePerHa: perHaNow(stand),
          volumeTotal: volumeNow(stand),
          nextAction: nextActionText(stand),
        });
      }

      // The services page: the order form's line for each recommended stand, every estate's stands due.
      const { recommendations, services } = await get<ServiceCatalogue>('/api/services');
      for (const recommendation of recommendations) {
        const stand = byId.get(recommendation.standId);
        if (stand === undefined)
          throw new Error('a recommendation for a stand the estates page does not list');
        expect(recommendation.reason).toBe(standStateLine(stand));
        const { action } = standNow(stand);
        expect(services.find((s) => s.name === recommendation.serviceName)?.forActions).toContain(action);
        expect(stand.ordered.map((entry) => entry.action)).not.toContain(action);
      }
      const years = recommendations.map((r) => standNow(byId.get(r.standId) as Stand).year ?? Infinity);
      expect(years).toEqual(years.toSorted((a, b) => a - b));
      const offered = new Set(services.flatMap((service) => service.forActions));
      const due = stands.filter((stand) => {
        const { action, year } = standNow(stand);
        const rolledYear = stand.rolledForward?.year ?? 2026;
        return (
          action !== null &&
          offered.has(action) &&
          year !== null &&
          year <= rolledYear &&
          !stand.ordered.some((entry) => entry.action === action)
        );
      });
      const recommended = new Set(recommendations.map((r) => r.standId));
      for (const stand of due) expect(recommended.has(stand.id), `stand ${String(stand.number)}`).toBe(true);

      // The value calculator: the stands' age, volume and next action, and the standing volume it values.
      const calculator = await get<CalculatorStands>('/api/timber-prices/stands');
      expect(calculator.stands).toHaveLength(stands.length);
      for (const entry of calculator.stands) {
        const stand = byId.get(entry.id) as Stand;
        expect(entry).toMatchObject({
          age: standNow(stand).age,
          volumePerHa: perHaNow(stand),
          proposedAction: standNow(stand).action ?? 'Ingen',
        });
      }
      const valued = stands.filter((s) => volumeNow(s) > 0 && standNow(s).age >= 10).slice(0, 2);
      for (const stand of valued) {
        const calculated = await test.app.inject({
          method: 'POST',
          url: '/api/timber-prices/calculate',
          headers: { ...SAME_ORIGIN, cookie },
          payload: { region: 'uppland', operation: 'slutavverkning', standId: stand.id },
        });
        expect(calculated.statusCode).toBe(200);
        expect(calculated.json<Calculation>().standingVolumeM3sk).toBe(volumeNow(stand));

        // Räkna på avverkning: its first column is the stand now.
        const compared = await test.app.inject({
          url: `/api/forest-decisions/harvest-alternatives?stands=${stand.id}`,
          headers: { cookie },
        });
        // A stand outside the calculator's limits (too young, too large) is refused there, as it should be.
        if (compared.statusCode !== 200) continue;
        projections += 1;
        const [projected] = compared.json<HarvestAlternatives>().stands[0]?.projected ?? [];
        expect(projected).toMatchObject({
          age: standNow(stand).age,
          volumePerHa: perHaNow(stand),
          cuttingClass: standNow(stand).cuttingClass,
        });
      }

      // Notifications: a stand told of has that action next, due, and the services page offers it.
      const told = await test.db.query<{ link: string }>(
        `SELECT link FROM notification WHERE stakeholder_id = $1 AND category = 'forest'`,
        [owner.stakeholderId],
      );
      for (const { link } of told) {
        const url = new URL(link, 'https://portal.example.se');
        const standId = url.searchParams.get('avdelning') ?? '';
        const serviceName = url.pathname.split('/').at(-1);
        expect(recommendations.find((r) => r.standId === standId)?.serviceName, link).toBe(serviceName);
      }
    }
    // Every stand of the demo and of the generated association was walked.
    const [{ count } = { count: 0 }] = await test.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM stand s JOIN estate e ON e.id = s.estate_id
         JOIN business b ON b.id = e.business_id JOIN stakeholder st ON st.id = b.stakeholder_id
        WHERE st.person_id IS NOT NULL`,
    );
    expect(walked).toBe(count);
    expect(projections).toBeGreaterThan(10);
  }, 600_000);
});
