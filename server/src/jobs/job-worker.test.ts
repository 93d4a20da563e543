import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { testClock } from '../testing/test-clock.js';
import { enqueueJob } from './enqueue-job.js';
import { PermanentJobError } from './job-error.js';
import { createJobRepository } from './job.repository.js';
import { createJobWorker, DEFAULT_LEASE_MS, type JobHandler } from './job-worker.js';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

interface JobRow extends Record<string, unknown> {
  state: string;
  attempts: number;
  last_error: string | null;
}

describe('the job queue', () => {
  let database: TestDatabase;
  let db: Database;
  let clock: ReturnType<typeof testClock>;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(async () => {
    await database.destroy();
  });
  beforeEach(async () => {
    await db.query('DELETE FROM job');
    clock = testClock(new Date('2026-11-23T08:00:00Z'));
  });

  const worker = (handler: JobHandler, kind = 'test.work') =>
    createJobWorker({ db, clock, log: quiet, handlers: { [kind]: handler } });
  const enqueue = (payload: Record<string, unknown> = {}, maxAttempts?: number) =>
    enqueueJob(db, { kind: 'test.work', payload, now: clock.now(), maxAttempts });
  const jobRow = async (id: string): Promise<JobRow> => {
    const [row] = await db.query<JobRow>('SELECT state, attempts, last_error FROM job WHERE id = $1', [id]);
    if (row === undefined) throw new Error('no such job');
    return row;
  };

  it('keeps a job that was queued in a transaction, and none from one rolled back', async () => {
    const kept = await db.transaction((tx) =>
      enqueueJob(tx, { kind: 'test.work', payload: {}, now: clock.now() }),
    );
    await expect(
      db.transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'test.work', payload: {}, now: clock.now() });
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');
    expect((await db.query('SELECT id FROM job')).map((row) => row.id)).toEqual([kept.id]);
  });

  it('runs a job queued before a restart in the worker started after it', async () => {
    let oldRuns = 0;
    const before = worker({ run: async () => void (oldRuns += 1) });
    before.start(60_000);
    await before.runDue(); // its first round, over an empty queue
    const { id } = await enqueue({ stakeholderId: '500123' });
    await before.stop(); // the process stops before its next round
    expect(oldRuns).toBe(0);
    expect((await jobRow(id)).state).toBe('queued');

    const seen: unknown[] = [];
    const after = worker({ run: async ({ payload }) => void seen.push(payload) });
    expect(await after.runDue()).toBe(1);
    expect(seen).toEqual([{ stakeholderId: '500123' }]);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('runs again a job whose worker died while it ran, once its lease ran out', async () => {
    const { id } = await enqueue();
    const claimed = await createJobRepository(db).claimDue(
      ['test.work'],
      clock.now(),
      new Date(clock.now().getTime() + DEFAULT_LEASE_MS),
    );
    expect(claimed?.id).toBe(id);

    let runs = 0;
    const survivor = worker({ run: async () => void (runs += 1) });
    expect(await survivor.runDue()).toBe(0);
    clock.advance(DEFAULT_LEASE_MS);
    expect(await survivor.runDue()).toBe(1);
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2 });
    // The dead worker's late report changes nothing.
    if (claimed === undefined) throw new Error('unreachable');
    expect(await createJobRepository(db).markFailed(claimed, 'late', clock.now())).toBe(false);
  });

  it('never lets two workers run the same job', async () => {
    const ids = new Set<string>();
    for (let n = 0; n < 30; n++) ids.add((await enqueue({ n })).id);
    const runs: string[] = [];
    const handler: JobHandler = {
      run: async ({ jobId }) => {
        runs.push(jobId);
        await new Promise((resolve) => setImmediate(resolve));
      },
    };
    const [first, second] = await Promise.all([worker(handler).runDue(), worker(handler).runDue()]);
    expect(first + second).toBe(30);
    expect(runs).toHaveLength(30);
    expect(new Set(runs)).toEqual(ids);
  });

  it('retries a failing job with backoff, then gives up and says so once', async () => {
    const { id } = await enqueue({}, 3);
    const failures: string[] = [];
    let attempts = 0;
    const failing = worker({
      run: async () => {
        attempts += 1;
        throw new Error('could not read 19121212-1212 from SELECT * FROM person');
      },
      failed: async (_context, error) => void failures.push(error),
    });

    expect(await failing.runDue()).toBe(1);
    expect(await jobRow(id)).toEqual({ state: 'queued', attempts: 1, last_error: 'Error' });
    expect(await failing.runDue()).toBe(0);
    clock.advance(10_000);
    expect(await failing.runDue()).toBe(1);
    clock.advance(10_000);
    expect(await failing.runDue()).toBe(0);
    clock.advance(10_000);
    expect(await failing.runDue()).toBe(1);
    expect(attempts).toBe(3);
    expect(await jobRow(id)).toEqual({ state: 'failed', attempts: 3, last_error: 'Error' });
    expect(failures).toEqual(['Error']);
    clock.advance(24 * 60 * 60_000);
    expect(await failing.runDue()).toBe(0);
  });

  it('fails at once on a permanent error, and records its message', async () => {
    const { id } = await enqueue();
    const failing = worker({ run: () => Promise.reject(new PermanentJobError('the member is gone')) });
    expect(await failing.runDue()).toBe(1);
    expect(await jobRow(id)).toEqual({
      state: 'failed',
      attempts: 1,
      last_error: 'PermanentJobError: the member is gone',
    });
  });

  it('leaves jobs of kinds it has no handler for to workers that have one', async () => {
    const { id } = await enqueueJob(db, { kind: 'other.work', payload: {}, now: clock.now() });
    expect(await worker({ run: async () => undefined }).runDue()).toBe(0);
    expect((await jobRow(id)).state).toBe('queued');
  });
});
