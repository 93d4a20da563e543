import { afterEach, vi } from 'vitest';

// An unexpected warning or error printed during a test is a defect (Epic Stack's rule).
const printed: string[] = [];
for (const method of ['warn', 'error'] as const) {
  vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
    printed.push(`console.${method}: ${args.map(String).join(' ')}`);
  });
}

afterEach(() => {
  const messages = printed.splice(0);
  if (messages.length > 0) throw new Error(`Unexpected console output:\n${messages.join('\n')}`);
});
