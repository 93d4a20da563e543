/**
 * Öre are kept as bigint; the database drivers give them as text, and JSON numbers are exact only up to
 * 2^53. No amount of ours comes near that (90 billion kr), so anything beyond is a data error, not a value
 * to round.
 */
export function oreFromBigint(text: string): number {
  const value = BigInt(text);
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError('Amount in öre is beyond what JSON numbers carry exactly');
  }
  return Number(value);
}
