import { useMutation } from '@tanstack/react-query';
// Not loaded lazily: the search field imports this module too, so it is in the page's chunk already.
import { MemberSearchResultSchema, type MemberSearchResult } from '#contracts/member-search';
import { useApiClient } from '../../../lib/api-client';

/** `POST staff/member-search`: the query goes in the body, so a personal number is never in a URL. */
export function useMemberSearch() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (query: string): Promise<MemberSearchResult | null> =>
      api.send('POST', 'staff/member-search', { body: { query }, schema: MemberSearchResultSchema }),
  });
}
