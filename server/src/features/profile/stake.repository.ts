import type { EconomyStakes } from '#contracts/member';
import type { Queryable } from '../../db/database.js';
import { oreFromBigint } from '../../lib/ore.js';

type StakeRow = {
  paid_in_ore: string;
  obligation_ore: string;
  emitted_ore: string;
  deduction_rate_percent: number;
};

/** Member capital (insatser) of a member; other stakeholders have none to show. */
export function createStakeRepository(db: Queryable) {
  return {
    async findOfMember(stakeholderId: string): Promise<EconomyStakes | undefined> {
      const [row] = await db.query<StakeRow>(
        `SELECT m.paid_in_ore::text AS paid_in_ore, m.obligation_ore::text AS obligation_ore,
                m.emitted_ore::text AS emitted_ore, m.deduction_rate_percent::float8 AS deduction_rate_percent
         FROM member_stake m JOIN stakeholder s ON s.id = m.stakeholder_id
         WHERE m.stakeholder_id = $1 AND s.relation = 'member'`,
        [stakeholderId],
      );
      if (row === undefined) return undefined;
      const paidInOre = oreFromBigint(row.paid_in_ore);
      const obligationOre = oreFromBigint(row.obligation_ore);
      return {
        paidInOre,
        obligationOre,
        emittedOre: oreFromBigint(row.emitted_ore),
        // Emitted insatser are free equity from the association: they do not pay off the obligation.
        remainingOre: Math.max(0, obligationOre - paidInOre),
        deductionRatePercent: row.deduction_rate_percent,
      };
    },
  };
}
