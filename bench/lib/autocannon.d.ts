// autocannon 9 ships no types; these are the parts of its programmatic API the benchmarks use.
declare module 'autocannon' {
  /** One request of a sequence that each connection sends in turn, starting over at the end. */
  interface Request {
    method?: string;
    /** Path and query, on the origin of `url`. */
    path?: string;
    /** Replace the options' headers for this request. */
    headers?: Record<string, string>;
  }

  interface Options {
    url: string;
    requests?: Request[];
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    /** Requests per second across all connections; latencies are then corrected for coordinated omission. */
    overallRate?: number;
    timeout?: number;
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  export interface Result {
    /** Per second. */
    requests: Histogram;
    /** Milliseconds, 2xx responses only. */
    latency: Histogram;
    errors: number;
    timeouts: number;
    /** Every status outside 200–299. */
    non2xx: number;
    '2xx': number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
