import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CustomPointConflictSchema,
  CustomPointListSchema,
  CustomPointSchema,
  type CustomPoint,
  type CustomPointInput,
  type CustomPointList,
  versionTag,
} from '#contracts/custom-points';
import { ApiError, useApiClient, type ApiClient } from '../../../lib/api-client';

// The map page is itself a lazy chunk, which the note form's schema already lives in.
const listSchema = CustomPointListSchema;
const pointSchema = CustomPointSchema;

const notesKey = ['custom-points'] as const;

export const noteQueries = {
  /** The member's notes on the map; an empty list when there are none (204). */
  list: (api: ApiClient) =>
    queryOptions({
      queryKey: notesKey,
      queryFn: async (): Promise<CustomPoint[]> =>
        (await api.get<CustomPointList>('custom-points', listSchema))?.points ?? [],
    }),
};

export const useNotes = () => useQuery(noteQueries.list(useApiClient()));

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notesKey });
}

export function useCreateNote() {
  const api = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CustomPointInput) =>
      api.send('POST', 'custom-points', { body: input, schema: pointSchema }),
    onSuccess: refresh,
  });
}

export function useUpdateNote() {
  const api = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    /** `version`: the one the change is made from; changed on another device since, the server answers 409. */
    mutationFn: ({ id, input, version }: { id: string; input: CustomPointInput; version?: number }) =>
      api.send('PUT', `custom-points/${encodeURIComponent(id)}`, {
        body: input,
        schema: pointSchema,
        ...(version === undefined ? {} : { ifMatch: versionTag(version) }),
      }),
    // Refused as changed elsewhere (409), the list is read again too: it shows the version now saved.
    onSettled: refresh,
  });
}

export function useDeleteNote() {
  const api = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, version }: Pick<CustomPoint, 'id' | 'version'>) =>
      api.send('DELETE', `custom-points/${encodeURIComponent(id)}`, { ifMatch: versionTag(version) }),
    onSuccess: refresh,
  });
}

/** A note's fields as the API takes them back. */
export const inputOf = (note: CustomPoint): CustomPointInput => ({
  title: note.title,
  text: note.text,
  category: note.category,
  geometry: note.geometry,
});

/** The point as it is saved now, when a change was refused because it changed on another device (409). */
export function savedInstead(error: unknown): CustomPoint | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const parsed = CustomPointConflictSchema.safeParse(error.body);
  return parsed.success ? parsed.data.current : undefined;
}
