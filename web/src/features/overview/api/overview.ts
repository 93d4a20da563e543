import { queryOptions } from '@tanstack/react-query';
import type { OrderSummaries } from '#contracts/checkout';
import type { Advisor } from '#contracts/contact';
import type { BusinessSummary } from '#contracts/member';
import type { EstatesSummary, OverviewEconomy, OverviewOpenContracts } from '#contracts/overview';
import type { ApiClient, InPage } from '../../../lib/api-client';
import {
  advisorKeys,
  economyKeys,
  estateKeys,
  harvestContractKeys,
  orderKeys,
} from '../../../lib/queries/keys';

const overviewSchemas = () => import('#contracts/overview');
const advisorPath = (businessId: string): string => `Ir/GetBusinessAdvisor/${encodeURIComponent(businessId)}`;

/**
 * The overview's cards: the server's `overview/*` answers, made for this page alone. Each is keyed by the
 * resource it shows, so the writes that change that resource refresh the card too.
 */
export const overviewQueries = {
  /** The estates and their areas; null when there are none. */
  estatesSummary: (api: ApiClient) =>
    queryOptions({
      queryKey: estateKeys.summary,
      queryFn: (): Promise<EstatesSummary | null> =>
        api.get('overview/estates-summary', async () => (await overviewSchemas()).EstatesSummarySchema),
      initialData: () => api.takeFromPage('overview/estates-summary') as InPage<EstatesSummary>,
    }),

  /** The merkonto balance, latest payments in and next payout; null when there is no merkonto. */
  economy: (api: ApiClient) =>
    queryOptions({
      queryKey: economyKeys.overview,
      queryFn: (): Promise<OverviewEconomy | null> =>
        api.get('overview/economy', async () => (await overviewSchemas()).OverviewEconomySchema),
      initialData: () => api.takeFromPage('overview/economy') as InPage<OverviewEconomy>,
    }),

  /** The contracts still running; a read of its own, so that its failure leaves the economy card standing. */
  openContracts: (api: ApiClient) =>
    queryOptions({
      queryKey: harvestContractKeys.open,
      queryFn: (): Promise<OverviewOpenContracts | null> =>
        api.get('overview/open-contracts', async () => (await overviewSchemas()).OverviewOpenContractsSchema),
      initialData: () => api.takeFromPage('overview/open-contracts') as InPage<OverviewOpenContracts>,
    }),

  /** The orders of forest services still under way, newest first. */
  orders: (api: ApiClient) =>
    queryOptions({
      queryKey: orderKeys.open,
      queryFn: (): Promise<OrderSummaries | null> =>
        api.get('overview/orders', async () => (await import('#contracts/checkout')).OrderSummariesSchema),
      initialData: () => api.takeFromPage('overview/orders') as InPage<OrderSummaries>,
    }),

  /**
   * The advisor of the member's first forest business that has one; null when none has. The business list
   * names the advisor, the advisor call gives how to reach them.
   */
  advisor: (api: ApiClient) =>
    queryOptions({
      queryKey: [...advisorKeys.all, 'of-first-business'],
      initialData: () => {
        const businesses = api.takeFromPage('Ir/GetBusinessData') as InPage<BusinessSummary[]>;
        if (businesses === undefined) return undefined;
        const advised = businesses?.find((business) => business.advisor !== null);
        if (advised === undefined) return null;
        return api.takeFromPage(advisorPath(advised.id)) as InPage<Advisor>;
      },
      queryFn: async (): Promise<Advisor | null> => {
        const businesses =
          (await api.get(
            'Ir/GetBusinessData',
            async () => (await import('#contracts/member')).BusinessDataSchema,
          )) ?? [];
        const advised = businesses.find((business) => business.advisor !== null);
        if (advised === undefined) return null;
        return api.get(
          advisorPath(advised.id),
          async () => (await import('#contracts/contact')).AdvisorSchema,
        );
      },
    }),
};
