import { salaryInsightsEndpoints } from '@portal/contract/endpoints/salary-insights';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { publicQueryKeys } from '@/lib/public-query-keys';

const keys = publicQueryKeys.salaries;

/** The designations with figures (anyone). */
export function useSalaryIndex() {
  return useQuery({
    queryKey: keys.index(),
    queryFn: async () => (await call(salaryInsightsEndpoints.index, {}, { variant: 'public' })).data.data,
  });
}

/** A designation's page, or a designation × place page; a 404 means not enough postings (or no such page). */
export function useSalaryPage(designation: string, place: string | undefined) {
  return useQuery({
    queryKey: keys.page(designation, place),
    queryFn: async () =>
      (place
        ? await call(salaryInsightsEndpoints.place, { params: { designation, place } }, { variant: 'public' })
        : await call(salaryInsightsEndpoints.designation, { params: { designation } }, { variant: 'public' })
      ).data.data,
    retry: false,
  });
}

/** A job page's line: null when no figures back it. */
export function useSalarySummary(designation: string | undefined, place: string | undefined) {
  return useQuery({
    queryKey: keys.summary(designation ?? '', place),
    queryFn: async () =>
      (
        await call(
          salaryInsightsEndpoints.summary,
          { query: { designation: designation ?? '', ...(place ? { place } : {}) } },
          { variant: 'public' },
        )
      ).data.data,
    enabled: Boolean(designation),
    staleTime: 10 * 60_000,
  });
}
