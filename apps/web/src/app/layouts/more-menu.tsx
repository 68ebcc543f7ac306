import { ChevronDown } from 'lucide-react';
import { MenuStandIn, useLazyMenu } from '@/components/ui/lazy-menu';
import { lazyModule } from '@/lib/lazy-module';
import { useT } from '../i18n';
import type { NavItem } from './menu-model';
import { MORE_CHEVRON_CLASS, moreTriggerClass } from './more-menu-style';

const radix = lazyModule(() => import('./more-menu-radix'));

/**
 * The header items that do not fit beside the others at this width; groups keep their heading. The
 * menu's code (more-menu-radix.tsx) is fetched when the visitor first points at, focuses or presses it.
 */
export function MoreMenu(props: { items: NavItem[]; triggerClassName: string }) {
  const { module, opening, standIn } = useLazyMenu(radix);
  const t = useT();
  if (module) return <module.RadixMoreMenu {...props} opening={opening} />;
  return (
    <MenuStandIn {...standIn} className={moreTriggerClass(props.triggerClassName)}>
      {t('nav.more')}
      <ChevronDown aria-hidden className={MORE_CHEVRON_CLASS} />
    </MenuStandIn>
  );
}
