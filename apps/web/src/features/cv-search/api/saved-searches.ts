import type { SavedSearchAlert } from '@portal/contract/cv-saved-searches';
import { cvSearchEndpoints } from '@portal/contract/endpoints/cv-search';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

const refresh = [queryKeys.cvSavedSearches.all()];

export const useSavedSearches = () =>
  useQuery({
    queryKey: queryKeys.cvSavedSearches.all(),
    queryFn: async () => (await call(cvSearchEndpoints.saved)).data.data,
  });

export const useSaveSearch = () =>
  useApiMutation({
    mutationFn: async (body: { name: string; criteria: Record<string, string>; alert: SavedSearchAlert }) =>
      (await call(cvSearchEndpoints.createSaved, { body })).data,
    refresh,
    toastError: false,
  });

export const useUpdateSavedSearch = () =>
  useApiMutation({
    mutationFn: async ({ id, ...body }: { id: number; name?: string; alert?: SavedSearchAlert }) =>
      (await call(cvSearchEndpoints.updateSavedById, { params: { id }, body })).data,
    refresh,
  });

export const useDeleteSavedSearch = () =>
  useApiMutation({
    mutationFn: async (id: number) =>
      (await call(cvSearchEndpoints.removeSavedById, { params: { id } })).data,
    refresh,
  });
