import { clsx } from 'clsx';
import { Menu } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAppStore } from '@/lib/store';
import { useT } from '../i18n';
import { AccountItem } from './account-item';
import { LanguageSwitch } from './language-switch';
import type { NavModel } from './menu-model';
import { MobileDrawer } from './mobile-drawer';
import { PriorityNav } from './priority-nav';
import { SiteBrand } from './site-brand';

/** Spec section 9: the header gains its shadow once the page is scrolled past 70 px. */
export const SHADOW_AFTER_PX = 70;

function useScrolledPast(limit: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > limit);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [limit]);
  return scrolled;
}

const LANGUAGE_LINK =
  'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100';

/**
 * `extra`: controls beside the menu button on narrow screens (the social links' menu). `badge`: the
 * signed-in unread count, placed absolutely over the Account item and the menu button's corner.
 */
export function Header({ model, extra, badge }: { model: NavModel; extra?: ReactNode; badge?: ReactNode }) {
  const scrolled = useScrolledPast(SHADOW_AFTER_PX);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const user = useAppStore((s) => s.user);
  const t = useT();

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={clsx(
        'fixed inset-x-0 top-0 z-40 h-20 border-b bg-white/95 backdrop-blur transition-shadow',
        scrolled ? 'border-transparent shadow-header' : 'border-slate-200',
      )}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link to={paths.home.href()} className="flex min-w-0 shrink items-center rounded-md md:shrink-0">
          {/* Named by what it shows, then where it leads (WCAG 2.5.3: the visible text starts the name). */}
          <SiteBrand /> <span className="sr-only">{t('header.home')}</span>
        </Link>

        <nav aria-label={t('header.mainNav')} className="hidden min-w-0 flex-1 items-center gap-2 md:flex">
          <PriorityNav items={model.items} />
          {model.account ? (
            <div className="relative shrink-0">
              <AccountItem user={user} entries={model.account.entries} />
              {badge}
            </div>
          ) : null}
          <LanguageSwitch className={LANGUAGE_LINK} />
        </nav>

        <div className="ms-auto flex items-center md:hidden">
          {extra}
          <LanguageSwitch compact className={LANGUAGE_LINK} />
          <div className="relative flex">
            {badge}
            <button
              type="button"
              aria-label={t('header.openMenu')}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
              className="rounded-full p-2.5 text-slate-800 hover:bg-slate-100"
            >
              <Menu aria-hidden className="size-6" />
            </button>
          </div>
        </div>
      </div>
      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} model={model} />
    </header>
  );
}
