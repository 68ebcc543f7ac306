import { themeVariables } from '@portal/contract/colour';
import { settingsPublicEndpoints } from '@portal/contract/endpoints/settings-public';
import type { PublicSettings } from '@portal/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '@/lib/call';
import { publicQueryKeys } from './public-query-keys';
import { useAppStore } from './store';

export async function getPublicSettings(): Promise<PublicSettings> {
  const res = await call(settingsPublicEndpoints.public, {}, { variant: 'public' });
  return res.data.data;
}

export const publicSettingsQueryOptions = () =>
  queryOptions({ queryKey: publicQueryKeys.public.settings(), queryFn: getPublicSettings, retry: 1 });

export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions());
}

/** The portal's name (settings), for titles and the header; the bundled name until they load. */
export const DEFAULT_SITE_NAME = 'Logistics Jobs';
export function useSiteName(): string {
  return usePublicSettings().data?.site_name ?? DEFAULT_SITE_NAME;
}

/**
 * Applies the theme: settings override the store's defaults, and the colour becomes the
 * --color-primary variable every Tailwind primary token derives from, with its readable shades.
 */
export function useThemeSync() {
  const { data } = usePublicSettings();
  const setTheme = useAppStore((s) => s.setTheme);
  const color = useAppStore((s) => s.theme.color);

  useEffect(() => {
    if (!data) return;
    setTheme({ color: data.theme.color, ...(data.theme.logo ? { logo: data.theme.logo } : {}) });
  }, [data, setTheme]);

  useEffect(() => {
    for (const [name, value] of Object.entries(themeVariables(color)))
      document.documentElement.style.setProperty(name, value);
  }, [color]);
}

/** wa.me wants digits only. */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/[^0-9]/g, '')}`;
}
