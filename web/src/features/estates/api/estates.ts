import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { estateQueries } from '../../../lib/queries/estates';

export const useAllEstates = () => useSuspenseQuery(estateQueries.list(useApiClient()));
export const useStands = (estateId: string) =>
  useSuspenseQuery(estateQueries.stands(useApiClient(), estateId));
