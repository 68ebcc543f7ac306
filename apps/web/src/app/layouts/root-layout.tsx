import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { useT as useTitleT } from '@/config/i18n';
import type { RouteHandle } from '@/config/paths';
import { useProfile } from '@/lib/auth';
import { useSiteName, useThemeSync } from '@/lib/public-settings';
import { useAppStore } from '@/lib/store';
import { getToken } from '@/lib/token';
import { useT } from '../i18n';

/** Spec: the page scrolls to the top on every route change. */
function useScrollToTop() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
}

function useDocumentTitle() {
  const matches = useMatches();
  const key = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  const site = useSiteName();
  const t = useT();
  const titleT = useTitleT();
  const title = key?.title ? t('title.page', { title: titleT(key.title), site }) : t('title.home', { site });
  // A layout effect, so a page's own usePageTitle (a passive effect) runs after it and wins.
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}

/** Mirrors the profile into the store: the header reads the user from there. */
function useUserSync() {
  const { data, isError } = useProfile();
  const setUser = useAppStore((s) => s.setUser);
  const clearUser = useAppStore((s) => s.clearUser);
  useEffect(() => {
    if (data) setUser(data.user);
    else if (isError) clearUser();
  }, [data, isError, setUser, clearUser]);
}

export function RootLayout() {
  const profile = useProfile();
  const navigation = useNavigation();
  useScrollToTop();
  useThemeSync();
  useUserSync();
  useDocumentTitle();

  // With a token the profile decides the layout, so nothing renders until it has answered.
  if (getToken() && profile.isLoading)
    return <Loading className="flex min-h-screen items-center justify-center gap-2 text-slate-600" />;
  return (
    <>
      {navigation.state === 'loading' ? (
        <div className="fixed top-0 end-0 start-0 z-[70] h-1 animate-pulse bg-primary" aria-hidden />
      ) : null}
      <Outlet />
    </>
  );
}
