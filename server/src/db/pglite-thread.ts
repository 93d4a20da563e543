/**
 * The embedded database (PGlite) on its own worker thread, as a `Database`: the main thread only posts
 * statements and gets rows back, so a slow statement no longer stops every other request (pglite-worker.ts).
 */
import { Worker } from 'node:worker_threads';
import type { Database, Queryable, Row } from './database.js';
import type { WorkerError, WorkerReply, WorkerRequest } from './pglite-messages.js';

/**
 * The worker's module. Run from source (tests, `npm run dev`) it is TypeScript, loaded through tsx's loader,
 * which a worker thread does not inherit.
 */
function workerModule(): URL {
  if (!import.meta.url.endsWith('.ts')) return new URL('./pglite-worker.js', import.meta.url);
  const worker = new URL('./pglite-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const loader = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(worker)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(loader)}`);
}

/** What the error handler and the logger know from PGlite: its message (`PGlite is closed`) and code. */
const errorFrom = ({ message, ...fields }: WorkerError): Error => Object.assign(new Error(message), fields);

type Request = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

export async function openPgliteThread(dataDir: string): Promise<Database> {
  const worker = new Worker(workerModule(), { workerData: { dataDir } });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let nextTransaction = 1;
  let stopped: Error | undefined;

  const settle = (id: number, outcome: { value: unknown } | { error: Error }): void => {
    const waiting = pending.get(id);
    pending.delete(id);
    // The thread keeps the process alive only while an answer is awaited.
    if (pending.size === 0) worker.unref();
    if ('error' in outcome) waiting?.reject(outcome.error);
    else waiting?.resolve(outcome.value);
  };
  const stop = (error: Error): void => {
    stopped ??= error;
    for (const id of [...pending.keys()]) settle(id, { error: stopped });
  };
  worker.on('message', (reply: WorkerReply) => {
    settle(reply.id, reply.ok ? { value: reply.value } : { error: errorFrom(reply.error) });
  });
  worker.on('error', stop);
  worker.on('exit', () => {
    stop(new Error('PGlite is closed'));
  });

  const ask = (request: Request | { op: 'ready' }, id = nextId++): Promise<unknown> =>
    new Promise((resolve, reject) => {
      if (stopped !== undefined) {
        reject(stopped);
        return;
      }
      pending.set(id, { resolve, reject });
      worker.ref();
      if (request.op !== 'ready') worker.postMessage({ ...request, id });
    });

  await ask({ op: 'ready' }, 0);

  const queryable = (tx?: number): Queryable => ({
    query: async <R extends Row>(sql: string, params: readonly unknown[] = []) =>
      (await ask({ op: 'query', sql, params: [...params], tx })) as R[],
    exec: async (sql) => {
      await ask({ op: 'exec', sql, tx });
    },
  });

  return {
    kind: 'pglite',
    ...queryable(),
    async transaction(work) {
      const tx = nextTransaction++;
      await ask({ op: 'begin', tx });
      let result;
      try {
        result = await work(queryable(tx));
      } catch (error) {
        await ask({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await ask({ op: 'end', tx, commit: true });
      return result;
    },
    async close() {
      if (stopped === undefined) await ask({ op: 'close' });
      await worker.terminate();
    },
  };
}
