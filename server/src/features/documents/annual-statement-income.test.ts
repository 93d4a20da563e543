import { beforeAll, describe, expect, it } from 'vitest';
import type { EconomySummary } from '#contracts/economy';
import { PERSONA_COMPANY, PERSONAS } from '../../db/seed/personas.js';
import { seedDemo } from '../../db/seed/seed-demo.js';
import { signIn } from '../../testing/sign-in.js';
import { portalForTests } from '../../testing/portal-for-tests.js';
import { testClock } from '../../testing/test-clock.js';
import { annualStatement } from './annual-statement.js';
import { readAnnualStatement } from './annual-statement.repository.js';

const clock = testClock(new Date('2026-12-06T10:00:00Z'));

/**
 * One truth about income: the economy page's "Inkomster" for a year and the annual statement (årsbesked) for it
 * count the same money as income, and the same moms beside it, for each of the demo's owners.
 */
describe('income on the economy page and in the annual statement', () => {
  const test = portalForTests({ clock });
  beforeAll(async () => {
    await seedDemo(test.db);
  });

  it.each([
    ['Karin', PERSONAS.member.stakeholderId],
    [PERSONA_COMPANY.name, PERSONA_COMPANY.stakeholderId],
  ])('agree for %s, this year and last, with moms never counted as income', async (_, stakeholderId) => {
    const [karin] = await test.db.query<{ id: string }>('SELECT id FROM person WHERE personal_number = $1', [
      PERSONAS.member.personalNumber,
    ]);
    const cookie = await signIn(test, { personId: karin?.id ?? '', stakeholderId, roles: ['Member'] }, clock);
    const summary = (
      await test.app.inject({ url: '/api/economy/summary', headers: { cookie } })
    ).json<EconomySummary>();
    expect(summary.income.map((year) => year.year)).toEqual([2026, 2025]);
    for (const year of summary.income) {
      const statement = annualStatement(await readAnnualStatement(test.db, stakeholderId, year.year));
      expect({ year: year.year, income: year.totalOre, vat: year.vatOre }).toEqual({
        year: year.year,
        income: statement.incomeTotal.exclVatOre,
        vat: statement.incomeTotal.vatOre,
      });
    }
  });
});
