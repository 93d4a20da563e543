/** Each run of percent-escapes decoded where it is UTF-8; left as it is where it is not. Never throws. */
export function decodePercentEscapes(text: string): string {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (escapes) => {
    try {
      return decodeURIComponent(escapes);
    } catch {
      return escapes;
    }
  });
}

/** How often an escape may have been escaped again (`%2531`) and still be read back. */
const ROUNDS = 3;

/** Percent-escapes read back until nothing changes: what any reader, however many times it decodes, sees. */
export function decodePercentEscapesFully(text: string): string {
  let current = text;
  for (let round = 0; round < ROUNDS && current.includes('%'); round += 1) {
    const next = decodePercentEscapes(current);
    if (next === current) break;
    current = next;
  }
  return current;
}
