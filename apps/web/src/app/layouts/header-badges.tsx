import { HeaderUnread } from '@/features/messages/components/header-unread';
import { HeaderTasksDue } from '@/features/tasks/components/header-tasks-due';

type Props = { role: string; permissions: readonly string[] };

/** The header's counts over the Account item's corners: unread messages (left), tasks due (right). */
export function HeaderBadges(props: Props) {
  return (
    <>
      <HeaderUnread {...props} />
      <HeaderTasksDue {...props} />
    </>
  );
}
