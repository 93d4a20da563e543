import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../testing/test-app.js';
import { enqueueJob } from './enqueue-job.js';
import { addJobWorker } from './job-service.js';

describe('the job worker beside the server', () => {
  it('runs queued jobs while the app is up, and on close waits for the job under way', async () => {
    const test = await buildTestApp({ ready: false });
    let finishRunning: () => void = () => undefined;
    const seen: unknown[] = [];
    addJobWorker(test.app, {
      db: test.db,
      intervalMs: 5,
      handlers: {
        'test.work': {
          run: async ({ payload }) => {
            seen.push(payload);
            if ((payload as { slow?: boolean }).slow === true) {
              await new Promise<void>((resolve) => (finishRunning = resolve));
            }
          },
        },
      },
    });
    await test.app.ready();

    await enqueueJob(test.db, { kind: 'test.work', payload: { n: 1 }, now: new Date() });
    await vi.waitFor(() => expect(seen).toEqual([{ n: 1 }]));

    const slow = await enqueueJob(test.db, { kind: 'test.work', payload: { slow: true }, now: new Date() });
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    const closing = test.app.close();
    finishRunning();
    await closing;
    const [row] = await test.db.query<{ state: string }>('SELECT state FROM job WHERE id = $1', [slow.id]);
    expect(row?.state).toBe('done');
    await test.close();
  });
});
