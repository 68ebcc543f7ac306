import { lazyModule, OnDemand } from '@/lib/lazy-module';
import type { DialogProps } from './dialog-radix';

const radix = lazyModule(() => import('./dialog-radix'));

/**
 * A modal dialog: focus moves to the first control on open and is trapped inside, the rest of the
 * page is hidden from assistive technology and does not scroll, and focus returns on close to what
 * had it before (dialog-radix.tsx). Radix is fetched when a dialog first opens, not with the page.
 */
export function Dialog(props: DialogProps) {
  return <OnDemand module={radix} when={props.open} render={(m) => <m.RadixModal {...props} />} />;
}
