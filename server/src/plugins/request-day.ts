import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { takeTodayFrom } from '#contracts/calendar-day';
import { swedishDay, type Clock } from '../lib/clock.js';

const requestDay = new AsyncLocalStorage<string>();
takeTodayFrom(() => requestDay.getStore());

/**
 * The day a request's typed days are checked against (contracts/calendar-day.ts): the Swedish day of the
 * app's clock when the request arrives, for all of its validation, so a test's clock moves it too. Set in
 * `onRequest` and carried to the schema through the request's async context, as @fastify/request-context does.
 */
export const requestDayPlugin = fp(
  async (app: FastifyInstance, { clock }: { clock: Clock }) => {
    app.addHook('onRequest', (_request, _reply, done) => {
      requestDay.run(swedishDay(clock.now()), done);
    });
  },
  { name: 'request-day', fastify: '5.x' },
);
