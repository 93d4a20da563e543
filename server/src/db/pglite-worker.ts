/**
 * The embedded database on a thread of its own (pglite-thread.ts starts it): PGlite runs its statements
 * synchronously in WebAssembly, so on the main thread every statement, and a slow one most, kept all other
 * requests waiting. Here it answers one message at a time; a transaction holds PGlite's transaction lock
 * until the main thread says commit or rollback, so statements from outside it wait, as on one connection.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { WorkerReply, WorkerRequest, WorkerError } from './pglite-messages.js';

const port = parentPort;
if (port === null) throw new Error('pglite-worker.ts runs as a worker thread');

const { dataDir } = workerData as { dataDir: string };

/** What a database error says, without the statement's parameters (a member's data, not the fault). */
function describe(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { message: String(error) };
  const { params: _params, queryOptions: _options, ...fields } = error as Error & Record<string, unknown>;
  return { ...fields, name: error.name, message: error.message };
}

const answer = (reply: WorkerReply): void => {
  port.postMessage(reply);
};

/** Open transactions by id: the way to end each, and its outcome once ended (committed or rolled back). */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
const outcomes = new Map<number, Promise<void>>();

async function run(db: PGlite, request: WorkerRequest & { op: 'query' | 'exec' }): Promise<unknown> {
  const target = request.tx === undefined ? db : transactions.get(request.tx)?.tx;
  if (target === undefined) throw new Error('the transaction has ended');
  if (request.op === 'exec') {
    await target.exec(request.sql);
    return undefined;
  }
  return (await target.query(request.sql, request.params)).rows;
}

/** Answers `id` once PGlite has given the transaction its lock (or could not begin it). */
function begin(db: PGlite, id: number, tx: number): void {
  let begun = false;
  const outcome = db.transaction(async (transaction) => {
    const commit = await new Promise<boolean>((end) => {
      transactions.set(tx, { tx: transaction, end });
      begun = true;
      answer({ id, ok: true, value: undefined });
    });
    if (!commit) await transaction.rollback();
  });
  outcomes.set(tx, outcome);
  outcome
    .catch((error: unknown) => {
      if (!begun) answer({ id, ok: false, error: describe(error) });
    })
    .finally(() => transactions.delete(tx));
}

/** Commits or rolls back, and answers `id` with how it went. */
function end(id: number, tx: number, commit: boolean): void {
  const outcome = outcomes.get(tx) ?? Promise.reject(new Error('the transaction has ended'));
  outcomes.delete(tx);
  transactions.get(tx)?.end(commit);
  outcome.then(
    () => {
      answer({ id, ok: true, value: undefined });
    },
    (error: unknown) => {
      answer({ id, ok: false, error: describe(error) });
    },
  );
}

const db = await PGlite.create(dataDir);
port.on('message', (request: WorkerRequest) => {
  switch (request.op) {
    case 'begin':
      begin(db, request.id, request.tx);
      return;
    case 'end':
      end(request.id, request.tx, request.commit);
      return;
    case 'close':
      void db.close().then(() => {
        answer({ id: request.id, ok: true, value: undefined });
      });
      return;
    default:
      run(db, request).then(
        (value) => {
          answer({ id: request.id, ok: true, value });
        },
        (error: unknown) => {
          answer({ id: request.id, ok: false, error: describe(error) });
        },
      );
  }
});
answer({ id: 0, ok: true, value: 'ready' });
