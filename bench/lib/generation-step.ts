import type { Queryable } from '#server/db/database';

export interface AssociationSize {
  readonly members: number;
}

/** Generated members have stakeholder ids from here on, one per member: FIRST_MEMBER + n - 1, n from 1. */
export const FIRST_MEMBER = 400_000;

/** One kind of data: inserts its rows and says how many it made (undefined: not a row count). */
export interface GenerationStep {
  readonly name: string;
  run(db: Queryable, size: AssociationSize): Promise<number | undefined>;
}

export const countOf = async (db: Queryable, sql: string, params: readonly unknown[]): Promise<number> =>
  (await db.query<{ made: number }>(sql, params))[0]?.made ?? 0;

/** Runs an INSERT (no RETURNING clause of its own) and says how many rows it made. */
export const countInserted = (db: Queryable, insert: string, params: readonly unknown[]): Promise<number> =>
  countOf(db, `WITH made AS (${insert} RETURNING 1) SELECT count(*)::int AS made FROM made`, params);
