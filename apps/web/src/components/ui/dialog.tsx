import { lazyModule, OnDemand } from '@/lib/lazy-module';
import type { DialogProps } from './dialog-radix';

const radix = lazyModule(() => import('./dialog-radix'));

/**
 * A modal dialog: focus moves to the first control on open and is trapped inside, the rest of the
 * page is hidden from assistive technology and does not scroll, and focus returns on close to what
 * had it before (dialog-radix.tsx). Radix is fetched when a dialog first opens, not with the page.
 */
/**
 * Fetches the dialog's code ahead of its first opening, for a dialog that times what it shows (the
 * thank-you popup's 2 s must all be on screen, not partly spent fetching).
 */
export function preloadDialog(): void {
  void radix.load();
}

export function Dialog(props: DialogProps) {
  return <OnDemand module={radix} when={props.open} render={(m) => <m.RadixModal {...props} />} />;
}
