import { clsx } from 'clsx';
import defaultAvatar from '@/assets/default-avatar.svg';
import { ButtonLink } from '@/components/ui/button';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { useServerMarkup } from '@/lib/server-render';
import { hasUser, type StoredUser } from '@/lib/store';
import { useT } from '../i18n';
import type { NavEntry } from './menu-model';

type AccountItemProps = { user: StoredUser; entries: NavEntry[]; onNavigate?: () => void; stacked?: boolean };

export function Avatar({ user, className }: { user: StoredUser; className?: string }) {
  return (
    <img
      src={user.profile_photo || defaultAvatar}
      alt=""
      className={clsx('size-9 rounded-full border border-slate-200 object-cover', className)}
    />
  );
}

/**
 * Spec: with a user (a non-empty object, not a list) Account shows the photo, the first name and a
 * dropdown; with no user its sub-links are buttons, the one whose name contains Register primary.
 */
export function AccountItem({ user, entries, onNavigate, stacked }: AccountItemProps) {
  const serverMarkup = useServerMarkup();
  const t = useT();
  if (hasUser(user)) {
    return (
      <DropdownMenu
        align="right"
        entries={entries}
        buttonClassName="rounded-full py-1 pe-2 ps-1 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        label={
          <span className="flex items-center gap-2">
            <Avatar user={user} />
            <span className="sr-only">{t('account.label')} </span>
            <span className="max-w-32 truncate">{user.first_name || t('account.fallback')}</span>
          </span>
        }
      />
    );
  }
  // Server HTML holds them hidden (their room kept): the server cannot tell a signed-in visitor,
  // who must not see them flash before the client's header replaces them (entry-server.tsx). A
  // guest's hydrated header shows them once the client is in.
  return (
    <div className={clsx('flex gap-2', stacked && 'flex-col', serverMarkup && 'invisible')}>
      {entries
        .filter((e) => e.href)
        .map((entry) => (
          <ButtonLink
            key={entry.id}
            to={entry.href}
            state={entry.state}
            onClick={onNavigate}
            size="sm"
            variant={entry.id.endsWith('register') ? 'primary' : 'secondary'}
            data-variant={entry.id.endsWith('register') ? 'primary' : 'secondary'}
          >
            {entry.name}
          </ButtonLink>
        ))}
    </div>
  );
}
