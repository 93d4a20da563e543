import { useMutation } from '@tanstack/react-query';
import type { MemberSearchResult } from '#contracts/member-search';
import { useApiClient } from '../../../lib/api-client';

const resultSchema = async () => (await import('#contracts/member-search')).MemberSearchResultSchema;

/** `POST staff/member-search`: the query goes in the body, so a personal number is never in a URL. */
export function useMemberSearch() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (query: string): Promise<MemberSearchResult | null> =>
      api.send('POST', 'staff/member-search', { body: { query }, schema: resultSchema }),
  });
}
