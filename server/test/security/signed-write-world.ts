import type { InjectOptions } from 'fastify';
import { PERSONAS } from '../../src/db/seed/personas.js';
import { SAME_ORIGIN } from '../../src/testing/bankid-login.js';
import type { bankIdSigning } from '../../src/testing/signed-write.js';
import type { TestApp } from '../../src/testing/test-app.js';

/** The world the signed-write binding suite changes things in, and the helpers its cases share. */

export const KARIN = PERSONAS.member.stakeholderId;
let keys = 0;
const key = () => `binding-${String(++keys)}`;

export interface World {
  readonly test: TestApp;
  readonly cookie: string;
  readonly signing: ReturnType<typeof bankIdSigning>;
  /** Karin's two estates, Ekeby 2:7 and Viggeby 4:3, with their stands' ids by number. */
  readonly estates: Record<'ekeby' | 'viggeby', { id: string; stands: Map<number, string> }>;
}

/** A change made after the signature and undone after the case, and the refusal it must meet. */
export interface Change {
  readonly refused: { status: number; code: string };
  /** Makes the change; returns how to undo it. */
  make(world: World, request: InjectOptions): Promise<() => Promise<void>>;
}

export interface SignedWriteCase {
  /** Brings the world to where the write can be asked for (its cart, say), and gives the request. */
  request(world: World): Promise<InjectOptions>;
  /** How many of what the write makes exist: unchanged after a refused send. */
  made(world: World): Promise<number>;
  /** Each thing the write reads, changed. */
  changes: Record<string, Change>;
}

export const STALE = { status: 409, code: 'SIGNATURE_STALE' };

export const count = async (world: World, sql: string, params: unknown[]): Promise<number> => {
  const [row] = await world.test.db.query<{ n: number }>(sql, params);
  return row?.n ?? -1;
};

/** Sets one column of one row (`where` bound to `whereParams`) and returns how to set it back. */
export const setting =
  (table: string, column: string, where: string, value: unknown, whereParams: (world: World) => unknown[]) =>
  async (world: World) => {
    const params = whereParams(world);
    const update = `UPDATE ${table} SET ${column} = $${String(params.length + 1)} WHERE ${where}`;
    const [before] = await world.test.db.query<{ value: unknown }>(
      `SELECT ${column} AS value FROM ${table} WHERE ${where}`,
      params,
    );
    await world.test.db.query(update, [...params, value]);
    return async () => {
      await world.test.db.query(update, [...params, before?.value]);
    };
  };
export const karins = () => [KARIN];

/** The member's (or company's) name, which the text names whom the write is for by. */
export const memberRenamed: Change = {
  refused: STALE,
  make: setting('stakeholder', 'name', 'id = $1', 'Karin Lindqvist-Berg', karins),
};

export const post = (cookie: string, url: string, payload: object, idempotent = true): InjectOptions => ({
  method: 'POST',
  url,
  headers: { ...SAME_ORIGIN, cookie, ...(idempotent ? { 'idempotency-key': key() } : {}) },
  payload,
});

export const inject = (world: World, request: InjectOptions) => world.test.app.inject(request);
export const json = async <T>(world: World, url: string): Promise<T> =>
  (await inject(world, { url, headers: { cookie: world.cookie } })).json<T>();
