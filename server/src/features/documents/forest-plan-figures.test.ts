import { beforeAll, describe, expect, it } from 'vitest';
import type { Documents } from '#contracts/documents';
import type { AllEstates } from '#contracts/estates';
import { PERSONAS } from '../../db/seed/personas.js';
import { seedDemo } from '../../db/seed/seed-demo.js';
import { pdfHectares, pdfWhole } from '../../pdf/pdf-format.js';
import { pdfText } from '../../pdf/pdf-text.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';

const KARIN = PERSONAS.member.stakeholderId;

/**
 * The forest-plan PDF is the plan as inventoried: its summary says what the estates page's "Som inventerad"
 * says, class by class, and its areas are the productive forest land the estate is registered with.
 */
describe('the forest-plan PDF and the estates page', () => {
  let cookie: string;
  const test = portalForTests({ clock: testClock(new Date('2026-11-22T08:00:00Z')) });
  beforeAll(async () => {
    await seedDemo(test.db);
    const [karin] = await test.db.query<{ id: string }>('SELECT id FROM person WHERE personal_number = $1', [
      PERSONAS.member.personalNumber,
    ]);
    cookie = await signIn(test, { personId: karin?.id ?? '', stakeholderId: KARIN, roles: ['Member'] });
  });

  it('gives each estate the same area, volume and classes', async () => {
    const { estates } = (
      await test.app.inject({ url: '/api/Ir/GetAllEstates', headers: { cookie } })
    ).json<AllEstates>();
    const { documents } = (
      await test.app.inject({ url: '/api/documents', headers: { cookie } })
    ).json<Documents>();
    const plans = documents.filter((document) => document.kind === 'forest-plan');
    expect(plans.length).toBeGreaterThan(0);
    let compared = 0;
    for (const plan of plans) {
      const response = await test.app.inject({ url: plan.downloadUrl, headers: { cookie } });
      const text = (await pdfText(response.rawPayload)).join('\n');
      const estate = estates.find((each) => text.includes(`Skogsbruksplan ${each.designation}`));
      if (estate === undefined || estate.stands === null) continue;
      const summary = estate.stands;
      expect(summary.areaHa, estate.designation).toBe(estate.productiveAreaHa);
      expect(text).toContain(`${pdfWhole(summary.volumeTotal)} m³sk`);
      expect(text).toContain(pdfHectares(summary.areaHa));
      for (const row of summary.byCuttingClass) {
        expect(text, `${estate.designation} ${row.cuttingClass}`).toMatch(
          new RegExp(
            `${row.cuttingClass}\\s+${pdfHectares(row.areaHa)}\\s+\\d+ %\\s+${pdfWhole(row.volume)}`,
          ),
        );
      }
      compared += 1;
    }
    expect(compared).toBeGreaterThan(0);
  });
});
