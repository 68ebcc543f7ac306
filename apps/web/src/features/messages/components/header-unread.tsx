import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useUnreadCount } from '../api/get-unread';
import { useT } from '../i18n';

type HeaderUnreadProps = { role: string; permissions: readonly string[] };

/**
 * The header's unread count, for a candidate and for staff who work on applicants. It lives in the
 * signed-in shell's lazy chunk, and it is drawn over the corner of the Account item (or the mobile
 * menu button), absolutely placed, so its arrival, or a count going to zero, moves nothing.
 */
export function HeaderUnread({ role, permissions }: HeaderUnreadProps) {
  const t = useT();
  const candidate = role === 'candidate';
  const enabled = candidate || permissions.includes('applications.manage');
  const unread = useUnreadCount(enabled).data ?? 0;
  if (!enabled || unread === 0) return null;
  const href = candidate ? paths.candidate.messages.href() : paths.management.messages.href();
  return (
    <Link
      to={href}
      data-unread-badge
      className="absolute -top-1.5 -start-1.5 z-10 grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-xs leading-none font-bold text-white ring-2 ring-white"
    >
      <span aria-hidden>{unread > 99 ? '99+' : unread}</span>
      <span className="sr-only">{t('unread.sr', { count: unread })}</span>
    </Link>
  );
}
