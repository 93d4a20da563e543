/**
 * Background work done in rounds (the mail sender, the job worker): each round starts `intervalMs` after
 * the last one ended, a failing round is reported and the next one tries, and `stop` waits for the round
 * under way, so the database is not closed beneath it. `stopping` tells a long round to finish early.
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
