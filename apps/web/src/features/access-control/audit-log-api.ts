import { settingsEndpoints } from '@portal/contract/endpoints/settings';
import type { AuditQuery } from '@portal/contract/user-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

/** The audit log, newest first, with the filters of `AuditQuery`. */
export function useAuditLog(query: Partial<AuditQuery>) {
  return useQuery({
    queryKey: queryKeys.accessControl.auditLog(query),
    queryFn: async () => (await call(settingsEndpoints.auditLog, { query })).data,
    placeholderData: keepPreviousData,
  });
}
