import type { FastifyInstance } from 'fastify';

/**
 * Background work done in rounds (the job worker, the withdrawals' payer): each round starts `intervalMs`
 * after the last one ended, a failing round is reported and the next one tries, and `stop` waits for the
 * round under way, so the database is not closed beneath it. `stopping` tells a long round to finish early.
 */
export function createRounds(round: () => Promise<unknown>, onError: (error: unknown) => void) {
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();

  return {
    get stopping(): boolean {
      return stopping;
    },

    start(intervalMs: number): void {
      stopping = false;
      const tick = (): void => {
        current = round()
          .catch(onError)
          .finally(() => {
            if (!stopping) timer = setTimeout(tick, intervalMs);
          });
      };
      tick();
    },

    async stop(): Promise<void> {
      stopping = true;
      clearTimeout(timer);
      await current;
    },
  };
}

/**
 * Runs `round` beside the HTTP server: the first as the app is ready, then `intervalMs` after each one ends;
 * when the app closes it waits for the round under way, which `stopping` tells to finish early. A failure is
 * logged by the error's class only: a library's message may quote SQL or a personal number.
 */
export function addRoundsBesideServer(
  app: FastifyInstance,
  round: (stopping: () => boolean) => Promise<unknown>,
  options: { intervalMs: number; failure: string },
): void {
  const rounds = createRounds(
    () => round(() => rounds.stopping),
    (error: unknown) => {
      app.log.error({ error: error instanceof Error ? error.name : 'unknown' }, options.failure);
    },
  );
  app.addHook('onReady', async () => {
    rounds.start(options.intervalMs);
  });
  app.addHook('onClose', async () => {
    await rounds.stop();
  });
}
