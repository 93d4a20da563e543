import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { addRoundsBesideServer } from '../../lib/rounds.js';
import { issueAnnualStatements, type DocumentNotify } from './documents.service.js';

/** Once an hour is plenty: the statements are due from 1 February, and a round with nothing to do is one query. */
const HOURLY = 60 * 60_000;

/**
 * Publishes the previous year's annual statements from 1 February (see `issueAnnualStatements`), in rounds
 * beside the HTTP server like the job worker: started when the app is ready, stopped (waiting for the round
 * under way) when it closes. Several processes may run it; the unique statement index keeps one per year.
 */
export function addAnnualStatementRound(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; notify: DocumentNotify; intervalMs?: number },
): void {
  addRoundsBesideServer(app, (stopping) => issueAnnualStatements({ ...options, stopping }), {
    intervalMs: options.intervalMs ?? HOURLY,
    failure: 'annual statement round failed',
  });
}
