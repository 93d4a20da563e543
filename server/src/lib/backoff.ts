/**
 * A wait that doubles with each failed attempt: `firstMs` after the first, then twice as long each time, at
 * most `longestMs`. The job queue and the mail sender retry by it, each with its own first wait.
 */
export const doublingBackoff =
  (firstMs: number, longestMs: number) =>
  (attempts: number): number =>
    Math.min(firstMs * 2 ** (attempts - 1), longestMs);
