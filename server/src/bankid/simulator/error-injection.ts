export const RP_ENDPOINTS = ['auth', 'sign', 'collect', 'cancel'] as const;
export type RpEndpoint = (typeof RP_ENDPOINTS)[number];

export interface InjectedError {
  readonly httpStatus: number;
  readonly errorCode: string;
  /** The answer waits this long, so that a client's time-out can be tested. */
  readonly delayMs: number;
}

/** Errors the control API queued for the next calls of each RP endpoint (`POST control/next-error`). */
export function createErrorInjection() {
  const queues = new Map<RpEndpoint, InjectedError[]>();
  return {
    add(endpoint: RpEndpoint, error: InjectedError, times: number): void {
      const queue = queues.get(endpoint) ?? [];
      for (let i = 0; i < times; i++) queue.push(error);
      queues.set(endpoint, queue);
    },
    take(endpoint: RpEndpoint): InjectedError | undefined {
      return queues.get(endpoint)?.shift();
    },
    reset(): void {
      queues.clear();
    },
  };
}

export type ErrorInjection = ReturnType<typeof createErrorInjection>;
