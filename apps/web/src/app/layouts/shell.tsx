import { type ReactNode, useEffect } from 'react';
import { useT as useMenuT } from '@/config/i18n';
import { guestMenu } from '@/config/menus';
import { useLogout, useProfile, useRole } from '@/lib/auth';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';
import { getToken } from '@/lib/token';
import { useT } from '../i18n';
import { Footer } from './footer';
import { Header } from './header';
import { buildNavModel } from './menu-model';
import { SocialButtons, SocialMenu } from './social-buttons';

/** Paths shown bare, without menu and footer (spec section 2, Layouts). */
const BARE_PATHS = new Set(['/candidate/profile-create', '/candidate/personal-create']);
export function isBarePath(pathname: string): boolean {
  const clean = pathname.replace(/\/+$/, '') || '/';
  // A report's print view is bare too: it is the A4 page as it prints.
  return clean.includes('client-cv') || BARE_PATHS.has(clean) || clean.endsWith('/reports/print');
}

type ShellProps = { children: ReactNode; bare?: boolean; social?: boolean; guest?: boolean };

// The signed-in roles' menus (and the header's badges) are not part of a guest's first load: fetched
// when a token is there (beside the profile, which names the role); until both have arrived the
// guest menu shows, as it did while the profile loaded.
const roleMenus = lazyModule(() => import('./signed-in-shell'));

/** Header (menu by role), page, footer; or the page alone when bare. */
export function Shell({ children, bare, social, guest }: ShellProps) {
  const role = useRole();
  const permissions = useProfile().data?.permissions;
  const logout = useLogout();
  const t = useT();
  const menuT = useMenuT();
  const menus = useLazyModule(roleMenus);
  const { request } = menus;
  useEffect(() => {
    if (role || getToken() !== null) request(); // in an effect: no local storage on the server
  }, [role, request]);
  if (bare) return <main className="min-h-screen bg-white">{children}</main>;
  const menu = !guest && role && menus.module ? menus.module.menuForRole(role, permissions) : guestMenu;
  const model = buildNavModel(menu, logout, menuT);
  const Badges = !guest && role ? menus.module?.HeaderBadges : undefined;
  const badge = Badges && role ? <Badges role={role} permissions={permissions ?? []} /> : undefined;
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-primary-800 focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
      >
        {t('shell.skip')}
      </a>
      <Header model={model} extra={social ? <SocialMenu /> : undefined} badge={badge} />
      {/* With the floating buttons, a rail on the right keeps the page from under them (index.css). */}
      <main id="main" className="flex-1 pt-20">
        {children}
      </main>
      <Footer />
      {social ? <SocialButtons /> : null}
    </div>
  );
}
