import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delayMs`; the first value at once. */
export function useDebouncedValue(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value === settled) return undefined;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  return settled;
}
