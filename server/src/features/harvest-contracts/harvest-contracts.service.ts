import { contractStatus, contractTimeline, type HarvestContract } from '#contracts/harvest-contracts';
import type { Database } from '../../db/database.js';
import type { Actor } from '../../plugins/actor.js';
import { visibleEstateIds } from '../../plugins/estate-scope.js';
import {
  createContractsRepository,
  type ContractScope,
  type StoredContract,
} from './harvest-contracts.repository.js';

export interface ContractsServiceDependencies {
  readonly db: Database;
  /** The contractTimeline flag: off, contracts carry no timeline. */
  readonly timelineEnabled: boolean;
}

/**
 * The member's contracts with status, settlements and timeline. A representative whose mandate names
 * some estates sees only the contracts on those (plugins/estate-scope.ts); everyone else sees all of the member's.
 */
export function createContractsService({ db, timelineEnabled }: ContractsServiceDependencies) {
  const contracts = createContractsRepository(db);

  async function scopeOf(actor: Actor, today: string): Promise<ContractScope> {
    if (!actor.isRepresentative) return { stakeholderId: actor.stakeholderId, estateIds: null };
    return {
      stakeholderId: actor.stakeholderId,
      estateIds: await visibleEstateIds(db, actor, today),
    };
  }

  async function complete(stored: readonly StoredContract[]): Promise<HarvestContract[]> {
    const ids = stored.map((contract) => contract.id);
    const [events, settlements] = await Promise.all([contracts.events(ids), contracts.settlements(ids)]);
    return stored.map((contract) => {
      const steps = events.get(contract.id) ?? [];
      const ofContract = settlements.get(contract.id) ?? [];
      const measuredHundredths = ofContract.reduce(
        (sum, settlement) => sum + Math.round(settlement.volumeM3fub * 100),
        0,
      );
      return {
        ...contract,
        measuredVolumeM3fub: ofContract.length === 0 ? null : measuredHundredths / 100,
        status: contractStatus(contract.form, contract.operation, contract.areaHa, steps),
        settlements: ofContract,
        timeline: timelineEnabled
          ? contractTimeline(contract.form, contract.operation, contract.areaHa, steps)
          : null,
      };
    });
  }

  return {
    /** Open contracts first, then finished; within each, the latest signed first. */
    async list(actor: Actor, today: string): Promise<HarvestContract[]> {
      const all = await complete(await contracts.list(await scopeOf(actor, today)));
      return [...all.filter((c) => !c.status.finished), ...all.filter((c) => c.status.finished)];
    },

    async find(actor: Actor, today: string, id: string): Promise<HarvestContract | undefined> {
      const contract = await contracts.find(await scopeOf(actor, today), id);
      return contract === undefined ? undefined : (await complete([contract]))[0];
    },
  };
}
