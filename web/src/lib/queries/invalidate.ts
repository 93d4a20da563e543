import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Marks every query under each key stale and fetches again those on screen: what one write changed, in
 * every view that shows it. Resolves once those on screen have their new answers.
 */
export async function invalidateAll(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
