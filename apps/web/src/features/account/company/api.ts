import type {
  CompanyBranch,
  CompanyContact,
  CompanyProfile,
  CompanyProfileUpdate,
  CompanySocial,
  CompanySocialInput,
  UserDetail,
  UserDetailUpdate,
} from '@portal/contract/company-profile';
import type { Envelope, MessageBody } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

/** Every change shows on the public pages too. */
const REFRESH = [queryKeys.companyProfile.all(), queryKeys.employers.all()];

export function useCompanyProfile() {
  return useQuery({
    queryKey: queryKeys.companyProfile.detail(),
    queryFn: async () => (await api.get<Envelope<CompanyProfile>>(API.employers.profile)).data.data,
  });
}

/** The forms show field errors under their inputs, so only other errors become toasts. */
const quiet = { toastError: false, refresh: REFRESH } as const;

export function useSaveCompany() {
  return useApiMutation({
    ...quiet,
    mutationFn: async (body: CompanyProfileUpdate) =>
      (await api.patch<Envelope<CompanyProfile>>(API.employers.update, body)).data,
  });
}

export function useSaveSocial() {
  return useApiMutation({
    ...quiet,
    mutationFn: async (body: CompanySocialInput) =>
      (await api.put<Envelope<CompanySocial>>(API.employers.social, body)).data,
  });
}

type Item<T> = { id?: number; body: T };

export function useSaveContact() {
  return useApiMutation({
    ...quiet,
    mutationFn: async ({ id, body }: Item<Omit<CompanyContact, 'id'>>) =>
      (id
        ? await api.patch<Envelope<CompanyContact>>(API.employers.contact(id), body)
        : await api.post<Envelope<CompanyContact>>(API.employers.contacts, body)
      ).data,
  });
}

export type BranchBody = {
  name: string;
  state_id: number;
  city_id: number | null;
  address: string;
  phone: string | null;
  is_head_office: boolean;
};

export function useSaveBranch() {
  return useApiMutation({
    ...quiet,
    mutationFn: async ({ id, body }: Item<BranchBody>) =>
      (id
        ? await api.patch<Envelope<CompanyBranch>>(API.employers.branch(id), body)
        : await api.post<Envelope<CompanyBranch>>(API.employers.branches, body)
      ).data,
  });
}

export function useDeleteItem(kind: 'contact' | 'branch') {
  return useApiMutation({
    refresh: REFRESH,
    mutationFn: async (id: number) =>
      (
        await api.delete<MessageBody>(
          kind === 'contact' ? API.employers.contact(id) : API.employers.branch(id),
        )
      ).data,
  });
}

export function useUserDetail() {
  return useQuery({
    queryKey: queryKeys.companyProfile.userDetail(),
    queryFn: async () => (await api.get<Envelope<UserDetail>>(API.employers.ownUserDetail)).data.data,
  });
}

export function useSaveUserDetail() {
  return useApiMutation({
    toastError: false,
    refresh: [queryKeys.companyProfile.userDetail(), queryKeys.session.me()],
    mutationFn: async (body: UserDetailUpdate) =>
      (await api.patch<Envelope<UserDetail>>(API.employers.ownUserDetail, body)).data,
  });
}
