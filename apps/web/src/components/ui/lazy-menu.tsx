import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { type LazyModule, useLazyModule } from '@/lib/lazy-module';

/** How the visitor reached for a menu before its code had arrived. */
export type MenuOpening = { open: 'pointer' | 'keyboard' | null; focused: boolean };

type StandInProps = {
  className?: string;
  ariaLabel?: string;
  children: ReactNode;
  load: (open?: MenuOpening['open']) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
};

/** The menu button as plain HTML until the menu's code has arrived; see useLazyMenu. */
export function MenuStandIn({ className, ariaLabel, children, load, buttonRef }: StandInProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={ariaLabel}
      data-state="closed"
      className={className}
      onPointerEnter={() => load()}
      onFocus={() => load()}
      onPointerDown={(event) => {
        // As Radix: the main button without Ctrl opens on press.
        if (event.button === 0 && !event.ctrlKey) load('pointer');
      }}
      onKeyDown={(event) => {
        if (!['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
        event.preventDefault();
        load('keyboard');
      }}
    >
      {children}
    </button>
  );
}

/**
 * A menu button whose menu (Radix, with floating-ui) is fetched on first intent rather than with the
 * page: pointing at, focusing or pressing the stand-in button (MenuStandIn, given `standIn`) loads
 * it, and the real button takes over with the focus and, if the stand-in was pressed, the menu open
 * (useMenuHandover).
 */
export function useLazyMenu<T>(lazy: LazyModule<T>) {
  const { module, request } = useLazyModule(lazy);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const opening = useRef<MenuOpening>({ open: null, focused: false });
  const load = (open?: MenuOpening['open']) => {
    if (open) opening.current.open = open;
    request(() => {
      opening.current.focused = document.activeElement === buttonRef.current;
    });
  };
  return { module, opening: opening.current, standIn: { load, buttonRef } };
}

/**
 * In the real menu: takes the focus from the stand-in and, when it was opened from the keyboard,
 * opens it the way Radix does for a key (on the first entry). A press of the pointer opens it
 * through the Root's initial state instead (`opening.open === 'pointer'`).
 */
export function useMenuHandover(
  opening: MenuOpening | undefined,
  trigger: RefObject<HTMLButtonElement | null>,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the real menu replaces the stand-in.
  useEffect(() => {
    const button = trigger.current;
    if (!opening || !button) return;
    if (opening.focused || opening.open) button.focus();
    if (opening.open === 'keyboard')
      button.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
  }, []);
}
