// The settings' plain values, without zod: the client's first chunk reads them (theme, footer links).
export const DEFAULT_THEME_COLOR = '#1CA3DC';

export const PORTAL_SOCIAL_NETWORKS = ['linkedin', 'facebook', 'x', 'instagram', 'youtube'] as const;
export type PortalSocialNetwork = (typeof PORTAL_SOCIAL_NETWORKS)[number];
export const PORTAL_SOCIAL_LABEL: Record<PortalSocialNetwork, string> = {
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  x: 'X',
  instagram: 'Instagram',
  youtube: 'YouTube',
};
