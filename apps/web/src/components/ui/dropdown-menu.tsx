import { ChevronDown } from 'lucide-react';
import { lazyModule } from '@/lib/lazy-module';
// Types only: the Radix code stays in its own chunk.
import type { DropdownMenuProps } from './dropdown-menu-radix';
import { chevronClass, triggerClass } from './dropdown-menu-style';
import { MenuStandIn, useLazyMenu } from './lazy-menu';

export type { DropdownEntry } from './dropdown-menu-radix';

const radix = lazyModule(() => import('./dropdown-menu-radix'));

/**
 * A menu button: the trigger carries aria-expanded; Enter, Space or Arrow Down open it on the first
 * entry; arrows (wrapping), Home, End and typing a name move between entries; Escape closes and
 * returns focus to the trigger; Tab or a click outside closes (dropdown-menu-radix.tsx). Its code is
 * fetched when the visitor first points at, focuses or presses the button.
 */
export function DropdownMenu(props: DropdownMenuProps) {
  const { module, opening, standIn } = useLazyMenu(radix);
  if (module) return <module.RadixDropdownMenu {...props} opening={opening} />;
  return (
    <MenuStandIn {...standIn} className={triggerClass(props.buttonClassName)} ariaLabel={props.ariaLabel}>
      {props.label}
      <ChevronDown aria-hidden className={chevronClass(false)} />
    </MenuStandIn>
  );
}
