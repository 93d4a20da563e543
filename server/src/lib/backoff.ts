/**
 * A wait that doubles with each failed attempt: `firstMs` after the first, then twice as long each time, at
 * most `longestMs`. The job queue retries by it, with the first wait each job kind asks for.
 */
export const doublingBackoff =
  (firstMs: number, longestMs: number) =>
  (attempts: number): number =>
    Math.min(firstMs * 2 ** (attempts - 1), longestMs);
