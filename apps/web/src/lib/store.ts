import type { UserSummary } from '@portal/contract/auth';
import { DEFAULT_THEME_COLOR } from '@portal/contract/settings-values';
import { create } from 'zustand';
import defaultLogo from '@/assets/logo.svg';

/**
 * The stored user is whatever the last sign-in or profile fetch gave us. It stays a plain object
 * (empty when signed out) because the header decides on "a non-empty object that is not a list"
 * (spec section 2, Top navigation bar).
 */
export type StoredUser = Partial<
  Pick<UserSummary, 'id' | 'role' | 'email' | 'first_name' | 'last_name' | 'profile_photo'>
>;

export type Theme = { logo: string; color: string };

export const DEFAULT_THEME: Theme = { logo: defaultLogo, color: DEFAULT_THEME_COLOR };

type AppState = {
  user: StoredUser;
  resetEmail: string;
  theme: Theme;
  setUser: (user: StoredUser) => void;
  clearUser: () => void;
  setResetEmail: (email: string) => void;
  setTheme: (theme: Partial<Theme>) => void;
};

export const useAppStore = create<AppState>()((set) => ({
  user: {},
  resetEmail: '',
  theme: DEFAULT_THEME,
  setUser: (user) => set({ user }),
  clearUser: () => set({ user: {} }),
  setResetEmail: (resetEmail) => set({ resetEmail }),
  setTheme: (theme) => set((s) => ({ theme: { ...s.theme, ...theme } })),
}));

/** True for a non-empty object that is not an array: the spec's rule for showing Account. */
export function hasUser(user: unknown): boolean {
  return typeof user === 'object' && user !== null && !Array.isArray(user) && Object.keys(user).length > 0;
}
