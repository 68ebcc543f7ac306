import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

export type DropdownEntry = {
  id: string;
  name: string;
  href?: string;
  state?: unknown;
  /** When set the entry is a button (e.g. Logout) instead of a link. */
  onSelect?: () => void;
};

type DropdownMenuProps = {
  label: ReactNode;
  entries: DropdownEntry[];
  align?: 'left' | 'right';
  buttonClassName?: string;
  /** The trigger's accessible name when its visible label is ambiguous (e.g. one "Actions" per row). */
  ariaLabel?: string;
};

function itemsOf(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/**
 * A menu button: the trigger carries aria-expanded; arrow keys move between entries; Escape closes
 * and returns focus to the trigger; a click outside closes.
 */
export function DropdownMenu({
  label,
  entries,
  align = 'left',
  buttonClassName,
  ariaLabel,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    const items = itemsOf(menuRef.current);
    if (focusOnOpen.current === 'first') items[0]?.focus();
    if (focusOnOpen.current === 'last') items[items.length - 1]?.focus();
    focusOnOpen.current = null;
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const menuItems = () => itemsOf(menuRef.current);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKey(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) menuItems()[event.key === 'ArrowDown' ? 0 : menuItems().length - 1]?.focus();
      else setOpen(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  }

  function onMenuKey(event: KeyboardEvent) {
    const items = menuItems();
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      items[event.key === 'Home' ? 0 : items.length - 1]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  const itemClass =
    'block w-full rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-primary-50 hover:text-primary-800 focus:bg-primary-50 focus:text-primary-800 focus:outline-none';

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-label={ariaLabel}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={onButtonKey}
        className={clsx('inline-flex items-center gap-1', buttonClassName)}
      >
        {label}
        <ChevronDown aria-hidden className={clsx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          tabIndex={-1}
          onKeyDown={onMenuKey}
          className={clsx(
            'absolute top-full z-50 mt-2 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg',
            align === 'right' ? 'right-0' : 'left-0',
          )}
        >
          {entries.map((entry) =>
            entry.onSelect || !entry.href ? (
              <button
                key={entry.id}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={itemClass}
                onClick={() => {
                  close(false);
                  entry.onSelect?.();
                }}
              >
                {entry.name}
              </button>
            ) : (
              <Link
                key={entry.id}
                to={entry.href}
                state={entry.state}
                role="menuitem"
                tabIndex={-1}
                className={itemClass}
                onClick={() => close(false)}
              >
                {entry.name}
              </Link>
            ),
          )}
        </div>
      ) : null}
    </div>
  );
}
