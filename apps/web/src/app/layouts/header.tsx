import { clsx } from 'clsx';
import { Menu } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useAppStore } from '@/lib/store';
import { AccountItem } from './account-item';
import type { NavModel } from './menu-model';
import { MobileDrawer } from './mobile-drawer';

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

const linkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-full px-3 py-2 text-sm font-medium transition-colors hover:bg-primary-50 hover:text-primary-800',
    isActive ? 'text-primary-800' : 'text-slate-700',
  );

export function Header({ model }: { model: NavModel }) {
  const scrolled = useScrolledPast(SHADOW_AFTER_PX);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const user = useAppStore((s) => s.user);
  const logo = useAppStore((s) => s.theme.logo);

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={clsx(
        'fixed inset-x-0 top-0 z-40 h-20 border-b bg-white/95 backdrop-blur transition-shadow',
        scrolled ? 'border-transparent shadow-header' : 'border-slate-200',
      )}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to={paths.home.href()}
          className="flex shrink-0 items-center rounded-md"
          aria-label="Logistics Jobs home"
        >
          <img src={logo} alt="" className="h-10 w-auto" />
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-0.5 md:flex">
          {model.items.map((entry) =>
            entry.kind === 'link' ? (
              <NavLink
                key={entry.item.id}
                to={entry.item.href}
                state={entry.item.state}
                className={linkClass}
                end={entry.item.href === '/'}
              >
                {entry.item.name}
              </NavLink>
            ) : (
              <DropdownMenu
                key={entry.item.id}
                label={entry.item.name}
                entries={entry.entries}
                buttonClassName="rounded-full px-3 py-2 text-sm font-medium text-slate-700 hover:bg-primary-50 hover:text-primary-800"
              />
            ),
          )}
          {model.account ? (
            <div className="ml-2">
              <AccountItem user={user} entries={model.account.entries} />
            </div>
          ) : null}
        </nav>

        <button
          type="button"
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
          className="rounded-full p-2.5 text-slate-800 hover:bg-slate-100 md:hidden"
        >
          <Menu aria-hidden className="size-6" />
        </button>
      </div>
      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} model={model} />
    </header>
  );
}
