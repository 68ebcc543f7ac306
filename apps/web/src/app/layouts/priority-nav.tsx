import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { useT } from '../i18n';
import { countThatFits } from './fit-count';
import type { NavItem } from './menu-model';
import { MoreMenu } from './more-menu';

const itemBase = 'rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap';
const triggerClass = `${itemBase} text-slate-700 hover:bg-primary-50 hover:text-primary-800`;
const linkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    itemBase,
    'transition-colors hover:bg-primary-50 hover:text-primary-800',
    isActive ? 'text-primary-800' : 'text-slate-700',
  );
/** Tailwind gap-0.5 between the items. */
const GAP_PX = 2;

/**
 * The desktop menu from 768 px up: the items that fit in the space left by the logo and Account,
 * in order, and a "More" menu with the rest, so every item stays reachable at every width. An
 * invisible copy of the items measures them (fonts and names included) whenever either side resizes.
 */
export function PriorityNav({ items }: { items: NavItem[] }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(items.length);
  const t = useT();

  // The model is rebuilt on every render: measure again when its items change, not on every render.
  const signature = items.map((entry) => entry.item.id).join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the item list is the trigger, read from the DOM.
  useLayoutEffect(() => {
    const box = boxRef.current;
    const measure = measureRef.current;
    if (!box || !measure) return;
    const fit = () => {
      // Not laid out (under 768 px the bar is hidden; tests without layout): keep every item.
      if (box.clientWidth === 0) return setShown(items.length);
      const widths = Array.from(measure.children, (el) => el.getBoundingClientRect().width);
      const more = widths.pop() ?? 0;
      setShown(countThatFits(widths, more, box.clientWidth, GAP_PX));
    };
    // Without ResizeObserver (tests), measure now. With it, its first report (after the next layout,
    // before the paint) measures: reading sizes here would force a layout of the whole page inside
    // the client's first commit, one long task on a phone.
    if (typeof ResizeObserver === 'undefined') return fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [signature]);

  const overflow = items.slice(shown);
  return (
    <div ref={boxRef} className="relative flex min-w-0 flex-1 items-center justify-end gap-0.5">
      <div aria-hidden className="pointer-events-none invisible absolute h-0 w-0 overflow-hidden">
        <div ref={measureRef} className="flex w-max gap-0.5">
          {items.map((entry) => (
            <span key={entry.item.id} className={clsx(itemBase, 'inline-flex items-center gap-1')}>
              {entry.item.name}
              {entry.kind === 'group' ? <ChevronDown className="size-4" /> : null}
            </span>
          ))}
          <span className={clsx(itemBase, 'inline-flex items-center gap-1')}>
            {t('nav.more')}
            <ChevronDown className="size-4" />
          </span>
        </div>
      </div>
      {items.slice(0, shown).map((entry) =>
        entry.kind === 'link' ? (
          <NavLink
            key={entry.item.id}
            to={entry.item.href}
            state={entry.item.state}
            className={linkClass}
            end={entry.item.href === '/'}
          >
            {entry.item.name}
          </NavLink>
        ) : (
          <DropdownMenu
            key={entry.item.id}
            label={entry.item.name}
            entries={entry.entries}
            buttonClassName={triggerClass}
          />
        ),
      )}
      {overflow.length > 0 ? <MoreMenu items={overflow} triggerClassName={triggerClass} /> : null}
    </div>
  );
}
