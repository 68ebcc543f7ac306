import type { Profile } from '@portal/contract/auth';
import { userSessionEndpoints } from '@portal/contract/endpoints/user-session';
import type { Permission } from '@portal/contract/permissions';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { call } from '@/lib/call';
import { errorStatus } from './api-client';
import { publicQueryKeys } from './public-query-keys';
import { type StoredUser, useAppStore } from './store';
import { errorToast } from './toasts';
import { getToken, setToken } from './token';

export async function getProfile(): Promise<Profile> {
  const res = await call(userSessionEndpoints.me);
  return res.data.data;
}

/**
 * Spec section 4: with a token the profile is fetched once and not retried; a failure means
 * "not logged in". Fetched once = never stale for the life of the page (sign-in and logout reset it).
 */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: publicQueryKeys.session.me(),
    queryFn: getProfile,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useProfile() {
  const token = getToken();
  return useQuery({ ...profileQueryOptions(), enabled: Boolean(token) });
}

type ProfileLike = { role?: unknown; user?: { role?: unknown } | null } | null | undefined;

/** The role is read from the nested user first, then the top level (spec section 3). */
export function roleOf(profile: ProfileLike): string | undefined {
  const role = profile?.user?.role ?? profile?.role;
  return typeof role === 'string' && role ? role : undefined;
}

/**
 * Whether the signed-in user holds a permission code. The server answers per user, so a tenant's
 * consultancy staff never hold the operator-only codes their role may be granted.
 */
export function useHasPermission(code: Permission): boolean {
  return useProfile().data?.permissions.includes(code) ?? false;
}

/** The signed-in role, or undefined when there is no token or the profile failed. */
export function useRole(): string | undefined {
  const { data, isError } = useProfile();
  if (isError || !getToken()) return undefined;
  return roleOf(data);
}

/** Spec section 2, "Role redirect from the root". Undefined means: show the public layout. */
export function homeForRole(role: string | undefined): string | undefined {
  switch (role) {
    case 'candidate':
      return paths.candidate.home.href();
    case 'employer':
      return paths.employer.dashboard.href();
    case 'consultancy':
    case 'ats':
    case 'master_admin':
      return paths.admin.dashboard.href();
    case 'consultancy_admin':
      return paths.consultancyAdmin.dashboard.href();
    default:
      return undefined;
  }
}

export const STAFF = ['master_admin', 'consultancy', 'consultancy_admin', 'ats'];

export function isStaff(role: string | undefined): boolean {
  return role !== undefined && STAFF.includes(role);
}

/** Clears everything a session left behind: all local storage, the stored user and cached queries. */
export function useClearSession() {
  const queryClient = useQueryClient();
  const clearUser = useAppStore((s) => s.clearUser);
  return useCallback(() => {
    localStorage.clear();
    clearUser();
    // Drop every private query (profile included); public ones (settings, master data) stay.
    queryClient.removeQueries({ predicate: (query) => !publicQueryKeys.public.isPublic(query.queryKey) });
  }, [queryClient, clearUser]);
}

/**
 * Tells the server to end the token (user/logout), so a copy of it left anywhere stops working.
 * A 401 means it had ended already; any other failure is shown, as the token may still be valid.
 */
async function endServerSession(token: string): Promise<void> {
  try {
    await call(
      userSessionEndpoints.logout,
      {},
      { headers: { Authorization: `Bearer ${token}` }, variant: 'public' },
    );
  } catch (error) {
    if (errorStatus(error) !== 401) errorToast(error);
  }
}

/**
 * Spec: Logout clears all local storage, empties the stored user and goes to /. The server is told
 * too; the page does not wait for it.
 */
export function useLogout() {
  const clearSession = useClearSession();
  const navigate = useNavigate();
  return useCallback(() => {
    const token = getToken();
    clearSession();
    // navigate() rejects only for another origin; a page that fails shows its error page.
    void navigate(paths.home.href());
    if (token) void endServerSession(token);
  }, [clearSession, navigate]);
}

/**
 * After a sign-in or candidate registration: keep the token, show the user at once and load the
 * profile before the caller navigates, so the next page renders with its final layout.
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  const setUser = useAppStore((s) => s.setUser);
  return useCallback(
    async (login: { token: string; user: StoredUser }): Promise<string | undefined> => {
      setToken(login.token);
      setUser(login.user);
      queryClient.removeQueries({ queryKey: publicQueryKeys.session.me() });
      try {
        const profile = await queryClient.fetchQuery(profileQueryOptions());
        return roleOf(profile);
      } catch {
        return typeof login.user.role === 'string' ? login.user.role : undefined;
      }
    },
    [queryClient, setUser],
  );
}
