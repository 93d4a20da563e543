import {
  type Calculation,
  type CalculationInput,
  type CalculatorStand,
  type TimberPriceList,
  type TimberRegion,
} from '#contracts/timber-prices';
import {
  DEFAULT_AGE,
  harvestedVolumeM3sk,
  harvestSharePercent,
  M3FUB_PER_M3SK,
  valueHarvest,
} from '#contracts/timber-value';
import type { Database } from '../../db/database.js';
import type { Actor } from '../../plugins/actor.js';
import { visibleEstateIds } from '../../plugins/estate-scope.js';
import { createTimberPricesRepository } from './timber-prices.repository.js';
import { timberPricesTexts as texts } from './timber-prices.texts.js';

export type CalculationOutcome =
  | { readonly kind: 'calculated'; readonly calculation: Calculation }
  | { readonly kind: 'invalid'; readonly fieldErrors: Record<string, string[]> }
  | { readonly kind: 'stand-not-found' }
  | { readonly kind: 'no-list' };

export interface TimberPricesServiceDependencies {
  readonly db: Database;
}

/** What the calculator values: area, age, species mix and the volume harvested in m³sk. */
interface Harvest {
  readonly stand: CalculatorStand | null;
  readonly areaHa: number;
  readonly age: number;
  readonly species: CalculatorStand['species'];
  readonly standingVolumeM3sk: number | null;
  readonly harvestedM3sk: number;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The manual fields' cross rules, which the schema alone cannot say: a field's Swedish message each. */
function plannedHarvest(
  input: CalculationInput,
): { harvest: Harvest } | { fieldErrors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  if (input.areaHa === undefined) errors.areaHa = [texts.areaMissing];
  const perHa = input.volumeM3skPerHa;
  const total = input.volumeM3skTotal;
  if (perHa === undefined && total === undefined) errors.volumeM3skPerHa = [texts.volumeMissing];
  if (perHa !== undefined && total !== undefined) errors.volumeM3skTotal = [texts.volumeTwice];
  const shares = [input.pinePercent, input.sprucePercent, input.deciduousPercent];
  if (shares.every((share) => share === undefined)) errors.pinePercent = [texts.speciesMissing];
  else if (shares.reduce<number>((sum, share) => sum + (share ?? 0), 0) !== 100)
    errors.pinePercent = [texts.speciesSum];
  if (Object.keys(errors).length > 0 || input.areaHa === undefined) return { fieldErrors: errors };
  const harvest: Harvest = {
    stand: null,
    areaHa: input.areaHa,
    age: input.age ?? DEFAULT_AGE[input.operation],
    species: {
      pine: input.pinePercent ?? 0,
      spruce: input.sprucePercent ?? 0,
      deciduous: input.deciduousPercent ?? 0,
    },
    standingVolumeM3sk: null,
    harvestedM3sk: round2(total ?? (perHa ?? 0) * input.areaHa),
  };
  return { harvest };
}

/** Timber price lists, the member's stands to value, and the value calculator (stores nothing). */
export function createTimberPricesService({ db }: TimberPricesServiceDependencies) {
  const repository = createTimberPricesRepository(db);

  return {
    lists: (today: string, region?: TimberRegion): Promise<TimberPriceList[]> =>
      repository.currentLists(today, region),

    async stands(actor: Actor, today: string): Promise<CalculatorStand[]> {
      const stands = await repository.stands(await visibleEstateIds(db, actor, today), today);
      return stands.map(({ volumeTotal: _volumeTotal, ...stand }) => stand);
    },

    /**
     * A stand must lie on an estate the actor may see (else 'stand-not-found', answered 404); without an
     * actor (no member chosen) only a planned harvest can be valued.
     */
    async calculate(
      actor: Actor | undefined,
      today: string,
      input: CalculationInput,
    ): Promise<CalculationOutcome> {
      let harvest: Harvest;
      if (input.standId !== undefined) {
        const visible = actor === undefined ? [] : await visibleEstateIds(db, actor, today);
        const found = await repository.stand(visible, input.standId, today);
        if (found === undefined) return { kind: 'stand-not-found' };
        const { volumeTotal: standing, ...stand } = found;
        harvest = {
          stand,
          areaHa: stand.areaHa,
          age: stand.age,
          species: stand.species,
          standingVolumeM3sk: standing,
          harvestedM3sk: harvestedVolumeM3sk(standing, input.operation),
        };
      } else {
        const planned = plannedHarvest(input);
        if ('fieldErrors' in planned) return { kind: 'invalid', fieldErrors: planned.fieldErrors };
        harvest = planned.harvest;
      }
      const [list] = await repository.currentLists(today, input.region);
      if (list === undefined) return { kind: 'no-list' };
      const value = valueHarvest({
        operation: input.operation,
        areaHa: harvest.areaHa,
        age: harvest.age,
        harvestedM3sk: harvest.harvestedM3sk,
        species: harvest.species,
        list,
      });
      return {
        kind: 'calculated',
        calculation: {
          priceList: { name: list.name, region: list.region, validFrom: list.validFrom },
          operation: input.operation,
          stand:
            harvest.stand === null
              ? null
              : {
                  id: harvest.stand.id,
                  estateDesignation: harvest.stand.estateDesignation,
                  number: harvest.stand.number,
                },
          areaHa: harvest.areaHa,
          age: harvest.age,
          standingVolumeM3sk: harvest.standingVolumeM3sk,
          harvestSharePercent: harvest.stand === null ? 100 : harvestSharePercent(input.operation),
          harvestedVolumeM3sk: harvest.harvestedM3sk,
          conversionFactor: M3FUB_PER_M3SK,
          ...value,
        },
      };
    },

    /** For the health check's `calculation` service: the calculator can answer when some list is in force. */
    async isAvailable(today: string): Promise<boolean> {
      return (await repository.currentLists(today)).length > 0;
    },
  };
}

export type TimberPricesService = ReturnType<typeof createTimberPricesService>;
