import { useMutation } from '@tanstack/react-query';
import type { AreaCheckResult } from '#contracts/geo';
import type { Polygon } from '#contracts/geometry';
import { ApiError, useApiClient } from '../../../lib/api-client';

const resultSchema = async () => (await import('#contracts/geo')).AreaCheckResultSchema;

/** Klar: the server checks the drawn area (structure, Sweden, self-intersections) and measures it. */
export function useCheckArea() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (geometry: Polygon): Promise<AreaCheckResult> => {
      const result = await api.send('POST', 'geo/area', { body: { geometry }, schema: resultSchema });
      if (result === null) throw new ApiError(200, 'EMPTY', 'Servern mätte inte området. Försök igen.');
      return result;
    },
  });
}

/** The server's words about a bad geometry, or its general message. */
export const geometryProblem = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? (error.fieldErrors?.geometry?.[0] ?? error.message) : fallback;
