import type { SavedSearch, SavedSearchAlert } from '@portal/contract/cv-saved-searches';
import type { Envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

const refresh = [queryKeys.cvSavedSearches.all()];

export const useSavedSearches = () =>
  useQuery({
    queryKey: queryKeys.cvSavedSearches.all(),
    queryFn: async () => (await api.get<Envelope<SavedSearch[]>>(API.cvSearch.saved)).data.data,
  });

export const useSaveSearch = () =>
  useApiMutation({
    mutationFn: async (body: { name: string; criteria: Record<string, string>; alert: SavedSearchAlert }) =>
      (await api.post<Envelope<SavedSearch>>(API.cvSearch.saved, body)).data,
    refresh,
    toastError: false,
  });

export const useUpdateSavedSearch = () =>
  useApiMutation({
    mutationFn: async ({ id, ...body }: { id: number; name?: string; alert?: SavedSearchAlert }) =>
      (await api.patch<Envelope<SavedSearch>>(API.cvSearch.savedById(id), body)).data,
    refresh,
  });

export const useDeleteSavedSearch = () =>
  useApiMutation({
    mutationFn: async (id: number) => (await api.delete(API.cvSearch.savedById(id))).data,
    refresh,
  });
