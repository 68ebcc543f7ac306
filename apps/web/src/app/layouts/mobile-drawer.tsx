import { X } from 'lucide-react';
import { Link } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { hasUser, useAppStore } from '@/lib/store';
import { useT } from '../i18n';
import { AccountItem, Avatar } from './account-item';
import type { NavModel } from './menu-model';

type MobileDrawerProps = { open: boolean; onClose: () => void; model: NavModel };

const linkClass =
  'block rounded-lg px-3 py-2.5 text-[15px] font-medium text-slate-800 hover:bg-primary-50 hover:text-primary-800';

/** Under 768 px the header's items live here, mirrored one to one. */
export function MobileDrawer({ open, onClose, model }: MobileDrawerProps) {
  const user = useAppStore((s) => s.user);
  const t = useT();

  // A sheet on the dialog primitive: focus is trapped in it, Escape and a click outside close it.
  return (
    <Dialog
      open={open}
      onClose={onClose}
      label={t('drawer.menu')}
      placement="right"
      backdropClassName="md:hidden"
    >
      <div className="flex h-20 shrink-0 items-center justify-between border-b border-slate-200 px-4">
        {hasUser(user) ? (
          <span className="flex items-center gap-2 font-semibold text-slate-900">
            <Avatar user={user} />
            {user.first_name}
          </span>
        ) : (
          <span className="font-semibold text-slate-900">{t('drawer.menu')}</span>
        )}
        <button
          type="button"
          aria-label={t('drawer.close')}
          onClick={onClose}
          className="rounded-full p-2.5 text-slate-800 hover:bg-slate-100"
        >
          <X aria-hidden className="size-6" />
        </button>
      </div>
      <nav aria-label={t('drawer.nav')} className="flex flex-col gap-1 p-3">
        {model.items.map((entry) =>
          entry.kind === 'link' ? (
            <Link
              key={entry.item.id}
              to={entry.item.href}
              state={entry.item.state}
              className={linkClass}
              onClick={onClose}
            >
              {entry.item.name}
            </Link>
          ) : (
            <div key={entry.item.id} className="py-1">
              <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide rtl:tracking-normal text-slate-600 uppercase">
                {entry.item.name}
              </p>
              {entry.entries.map((link) => (
                <Link
                  key={link.id}
                  to={link.href}
                  state={link.state}
                  className={`${linkClass} ps-5`}
                  onClick={onClose}
                >
                  {link.name}
                </Link>
              ))}
            </div>
          ),
        )}
        {model.account ? (
          <div className="mt-3 border-t border-slate-200 pt-4">
            {hasUser(user) ? (
              model.account.entries.map((entry) =>
                entry.onSelect ? (
                  <button
                    key={entry.id}
                    type="button"
                    className={`${linkClass} w-full text-start`}
                    onClick={() => {
                      onClose();
                      entry.onSelect?.();
                    }}
                  >
                    {entry.name}
                  </button>
                ) : (
                  <Link key={entry.id} to={entry.href} className={linkClass} onClick={onClose}>
                    {entry.name}
                  </Link>
                ),
              )
            ) : (
              <AccountItem user={user} entries={model.account.entries} onNavigate={onClose} stacked />
            )}
          </div>
        ) : null}
      </nav>
    </Dialog>
  );
}
