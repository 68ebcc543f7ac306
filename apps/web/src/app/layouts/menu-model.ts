import {
  ACCOUNT_ID,
  isRoutable,
  LOGOUT_ID,
  type MenuItem,
  type MenuKey,
  type MenuLink,
} from '@/config/menus';

/** The header and the drawer render the same model: placeholders dropped, Account split out. */
export type NavEntry = MenuLink & { onSelect?: () => void };
export type NavItem =
  | { kind: 'link'; item: MenuLink }
  | { kind: 'group'; item: MenuLink; entries: NavEntry[] };

export type NavModel = { items: NavItem[]; account?: { entries: NavEntry[] } };

/** `t` names each entry in the page's language (the config catalogue's useT). */
export function buildNavModel(menu: MenuItem[], onLogout: () => void, t: (key: MenuKey) => string): NavModel {
  const items: NavItem[] = [];
  let account: NavModel['account'];
  for (const source of menu) {
    const item = { ...source, name: t(source.key) };
    const entries: NavEntry[] = (item.subMenu ?? [])
      .map((link) => ({ ...link, name: t(link.key) }))
      .map((link) => (link.id === LOGOUT_ID ? { ...link, onSelect: onLogout } : link))
      .filter((link) => link.id === LOGOUT_ID || isRoutable(link));
    if (item.id === ACCOUNT_ID) {
      account = { entries };
    } else if (item.subMenu) {
      if (entries.length > 0) items.push({ kind: 'group', item, entries });
    } else if (isRoutable(item)) {
      items.push({ kind: 'link', item });
    }
  }
  return { items, account };
}
