import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../plugins/error-handler.js';
import { openDatabase, type Database } from './database.js';

// One data directory for the file: a new one takes PGlite seconds to create. The tests run in order.
describe('the embedded database on its own thread', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pglite-thread-'));
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ kind: 'pglite', dataDir });
  });
  beforeEach(async () => {
    await db.exec(
      'DROP TABLE IF EXISTS note; CREATE TABLE note (id int PRIMARY KEY, body bytea, at timestamptz, facts json)',
    );
  });
  afterAll(async () => {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers rows as PGlite reads them: bytes, times and JSON', async () => {
    const at = new Date('2026-11-27T10:00:00Z');
    await db.query('INSERT INTO note VALUES ($1, $2, $3, $4)', [1, Buffer.from([1, 2, 3]), at, { a: 1 }]);
    const [row] = await db.query('SELECT id, body, at, facts FROM note');
    expect(row).toEqual({ id: 1, body: new Uint8Array([1, 2, 3]), at, facts: { a: 1 } });
  });

  it('passes a refusal on with its SQLSTATE and message, without the values it was given', async () => {
    await db.query('INSERT INTO note (id) VALUES ($1)', [1]);
    const refusal = await db
      .query('INSERT INTO note (id, facts) VALUES ($1, $2)', [1, { name: 'Karin' }])
      .then(
        () => undefined,
        (error: unknown) => error as Error & Record<string, unknown>,
      );
    expect(refusal?.code).toBe('23505');
    expect(refusal?.message).toMatch(/duplicate key/);
    expect(JSON.stringify(refusal)).not.toContain('Karin');
    expect(isDatabaseUnavailable(refusal)).toBe(false);
  });

  it('commits a transaction whole, statements through the database included, or rolls all of it back', async () => {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO note (id) VALUES (1)');
      await db.query('INSERT INTO note (id) VALUES (2)');
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO note (id) VALUES (3)');
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    const ids = await db.query<{ id: number }>('SELECT id FROM note ORDER BY id');
    expect(ids.map((row) => row.id)).toEqual([1, 2]);
  });

  it('keeps what it committed when opened again', async () => {
    await db.query('INSERT INTO note (id) VALUES (7)');
    await db.close();
    db = await openDatabase({ kind: 'pglite', dataDir });
    expect(await db.query('SELECT id FROM note')).toEqual([{ id: 7 }]);
  });

  it('leaves the event loop free while a slow statement runs', async () => {
    // The longest the loop went without running a 5 ms timer, start and end of the statement included.
    const started = performance.now();
    const ticks = [started];
    const timer = setInterval(() => ticks.push(performance.now()), 5);
    await db.query('SELECT count(*) FROM generate_series(1, 2000000)');
    clearInterval(timer);
    const ended = performance.now();
    const longestStill = Math.max(
      ...[...ticks, ended].map((tick, index, all) => tick - (all[index - 1] ?? tick)),
    );
    // On the main thread the loop would have stood still for the whole statement.
    expect(ended - started).toBeGreaterThan(150);
    expect(longestStill).toBeLessThan((ended - started) / 3);
  });

  it('answers as unavailable once closed', async () => {
    await db.close();
    const error = await db.query('SELECT 1').catch((caught: unknown) => caught);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
