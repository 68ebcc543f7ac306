import type { ListEnvelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import type { AuditEntry, AuditQuery } from '@portal/contract/user-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The audit log, newest first, with the filters of `AuditQuery`. */
export function useAuditLog(query: Partial<AuditQuery>) {
  return useQuery({
    queryKey: queryKeys.accessControl.auditLog(query),
    queryFn: async () =>
      (await api.get<ListEnvelope<AuditEntry>>(API.settings.auditLog, { params: query })).data,
    placeholderData: keepPreviousData,
  });
}
