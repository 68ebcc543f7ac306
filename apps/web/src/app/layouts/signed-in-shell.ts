/**
 * What the header needs only once someone is signed in, in one lazy chunk (shell.tsx): the role
 * menus and the header's badges (unread messages, tasks due). Nothing here reaches a guest's first load.
 */
export { menuForRole } from '@/config/role-menus';
export { HeaderBadges } from './header-badges';
