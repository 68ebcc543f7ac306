import * as Menu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { type MenuOpening, useMenuHandover } from '@/components/ui/lazy-menu';
import { useTextDirection } from '@/lib/intl/locale-context';
import { useT } from '../i18n';
import type { NavItem } from './menu-model';
import { MORE_CHEVRON_CLASS, moreTriggerClass } from './more-menu-style';

const itemClass =
  'block rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-800';

/** The "More" menu on Radix (more-menu.tsx loads it on first intent). */
export function RadixMoreMenu({
  items,
  triggerClassName,
  opening,
}: {
  items: NavItem[];
  triggerClassName: string;
  opening?: MenuOpening;
}) {
  const dir = useTextDirection();
  const trigger = useRef<HTMLButtonElement>(null);
  const t = useT();
  useMenuHandover(opening, trigger);
  return (
    <Menu.Root modal={false} defaultOpen={opening?.open === 'pointer'} dir={dir}>
      <Menu.Trigger ref={trigger} className={moreTriggerClass(triggerClassName)}>
        {t('nav.more')}
        <ChevronDown aria-hidden className={MORE_CHEVRON_CLASS} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-56 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          {items.map((entry) =>
            entry.kind === 'link' ? (
              <Menu.Item key={entry.item.id} asChild>
                <Link to={entry.item.href} state={entry.item.state} className={itemClass}>
                  {entry.item.name}
                </Link>
              </Menu.Item>
            ) : (
              <Menu.Group key={entry.item.id} className="py-1">
                <Menu.Label className="px-3 pt-1.5 pb-1 text-xs font-semibold tracking-wide rtl:tracking-normal text-slate-600 uppercase">
                  {entry.item.name}
                </Menu.Label>
                {entry.entries.map((link) => (
                  <Menu.Item key={link.id} asChild>
                    <Link to={link.href} state={link.state} className={`${itemClass} ps-5`}>
                      {link.name}
                    </Link>
                  </Menu.Item>
                ))}
              </Menu.Group>
            ),
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
