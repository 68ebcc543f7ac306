import * as Menu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTextDirection } from '@/lib/intl/locale-context';
import { chevronClass, triggerClass } from './dropdown-menu-style';
import { type MenuOpening, useMenuHandover } from './lazy-menu';

export type DropdownEntry = {
  id: string;
  name: string;
  href?: string;
  state?: unknown;
  /** When set the entry is a button (e.g. Logout) instead of a link. */
  onSelect?: () => void;
};

export type DropdownMenuProps = {
  label: ReactNode;
  entries: DropdownEntry[];
  align?: 'left' | 'right';
  buttonClassName?: string;
  /** The trigger's accessible name when its visible label is ambiguous (e.g. one "Actions" per row). */
  ariaLabel?: string;
};

const itemClass =
  'block w-full cursor-pointer rounded-md px-3 py-2 text-start text-sm text-slate-700 hover:bg-primary-50 hover:text-primary-800 focus:bg-primary-50 focus:text-primary-800 focus:outline-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-800';

/**
 * A menu button on Radix UI (dropdown-menu.tsx loads it on first intent): the trigger carries aria-expanded; Enter, Space or Arrow Down open it
 * on the first entry; arrows (wrapping), Home, End and typing a name move
 * between entries; Escape closes and returns focus to the trigger; Tab or a click outside closes.
 * Not modal: the page stays usable, as the header's menus should be.
 */
export function RadixDropdownMenu({
  label,
  entries,
  align = 'left',
  buttonClassName,
  ariaLabel,
  opening,
}: DropdownMenuProps & { opening?: MenuOpening }) {
  const [open, setOpen] = useState(opening?.open === 'pointer');
  const dir = useTextDirection();
  const trigger = useRef<HTMLButtonElement>(null);
  useMenuHandover(opening, trigger);

  return (
    <Menu.Root open={open} onOpenChange={setOpen} modal={false} dir={dir}>
      <Menu.Trigger ref={trigger} aria-label={ariaLabel} className={triggerClass(buttonClassName)}>
        {label}
        <ChevronDown aria-hidden className={chevronClass(open)} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align={align === 'right' ? 'end' : 'start'}
          sideOffset={8}
          loop
          onKeyDown={(event) => {
            // Radix keeps Tab inside a menu; here Tab leaves it, as before, by closing it.
            if (event.key === 'Tab') setOpen(false);
          }}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          {entries.map((entry) =>
            entry.onSelect || !entry.href ? (
              <Menu.Item key={entry.id} className={itemClass} onSelect={entry.onSelect}>
                {entry.name}
              </Menu.Item>
            ) : (
              <Menu.Item key={entry.id} asChild className={itemClass}>
                <Link to={entry.href} state={entry.state}>
                  {entry.name}
                </Link>
              </Menu.Item>
            ),
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
