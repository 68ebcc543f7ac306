/**
 * What the header needs only once someone is signed in, in one lazy chunk (shell.tsx): the role
 * menus and the messages' unread badge. Nothing here reaches a guest's first load.
 */
export { menuForRole } from '@/config/role-menus';
export { HeaderUnread } from '@/features/messages/components/header-unread';
