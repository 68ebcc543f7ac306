import type {
  CompanyContact,
  CompanyProfileUpdate,
  CompanySocialInput,
  UserDetailUpdate,
} from '@portal/contract/company-profile';
import { employersEndpoints } from '@portal/contract/endpoints/employers';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

/** Every change shows on the public pages too. */
const REFRESH = [queryKeys.companyProfile.all(), queryKeys.employers.all()];

export function useCompanyProfile() {
  return useQuery({
    queryKey: queryKeys.companyProfile.detail(),
    queryFn: async () => (await call(employersEndpoints.profile)).data.data,
  });
}

/** The forms show field errors under their inputs, so only other errors become toasts. */
const quiet = { toastError: false, refresh: REFRESH } as const;

export function useSaveCompany() {
  return useApiMutation({
    ...quiet,
    mutationFn: async (body: CompanyProfileUpdate) => (await call(employersEndpoints.update, { body })).data,
  });
}

export function useSaveSocial() {
  return useApiMutation({
    ...quiet,
    mutationFn: async (body: CompanySocialInput) => (await call(employersEndpoints.social, { body })).data,
  });
}

type Item<T> = { id?: number; body: T };

export function useSaveContact() {
  return useApiMutation({
    ...quiet,
    mutationFn: async ({ id, body }: Item<Omit<CompanyContact, 'id'>>) =>
      (id
        ? await call(employersEndpoints.updateContact, { params: { id }, body })
        : await call(employersEndpoints.createContacts, { body })
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
        ? await call(employersEndpoints.updateBranch, { params: { id }, body })
        : await call(employersEndpoints.createBranches, { body })
      ).data,
  });
}

export function useDeleteItem(kind: 'contact' | 'branch') {
  return useApiMutation({
    refresh: REFRESH,
    mutationFn: async (id: number) =>
      (
        await call(kind === 'contact' ? employersEndpoints.removeContact : employersEndpoints.removeBranch, {
          params: { id },
        })
      ).data,
  });
}

export function useUserDetail() {
  return useQuery({
    queryKey: queryKeys.companyProfile.userDetail(),
    queryFn: async () => (await call(employersEndpoints.ownUserDetail)).data.data,
  });
}

export function useSaveUserDetail() {
  return useApiMutation({
    toastError: false,
    refresh: [queryKeys.companyProfile.userDetail(), queryKeys.session.me()],
    mutationFn: async (body: UserDetailUpdate) =>
      (await call(employersEndpoints.updateOwnUserDetail, { body })).data,
  });
}
