import { queryOptions } from '@tanstack/react-query';
import type { ServiceCatalogue, ServiceDetails } from '#contracts/services';
import { ApiError, type ApiClient } from '../api-client';
import { serviceKeys } from './keys';

// Schemas load beside the calls, in their own chunk (lib/api-client.tsx).
const schemas = () => import('#contracts/services');

export const serviceQueries = {
  /** The catalogue and, for a forest owner, the stands that need work; null when there is nothing (204). */
  catalogue: (api: ApiClient) =>
    queryOptions({
      queryKey: [...serviceKeys.all, 'catalogue'],
      queryFn: (): Promise<ServiceCatalogue | null> =>
        api.get('services', async () => (await schemas()).ServiceCatalogueSchema),
    }),

  /**
   * One service, its seasons and quantity limits: for its order page and for changing a cart line; null
   * when there is no service by that name (404).
   */
  details: (api: ApiClient, name: string) =>
    queryOptions({
      queryKey: [...serviceKeys.all, 'details', name],
      queryFn: async (): Promise<ServiceDetails | null> => {
        try {
          return await api.get(
            `services/${encodeURIComponent(name)}`,
            async () => (await schemas()).ServiceDetailsSchema,
          );
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
    }),
};
