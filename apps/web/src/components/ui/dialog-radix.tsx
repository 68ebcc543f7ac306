import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { type ReactNode, useRef } from 'react';

export type DialogProps = {
  open: boolean;
  /** Called on Escape and on a click outside; omit to make the dialog dismissable only by its buttons. */
  onClose?: () => void;
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  label?: string;
  children: ReactNode;
  className?: string;
  /** `center` (the default) for a dialog; `right` for a full-height sheet along the right edge. */
  placement?: 'center' | 'right';
  /** Classes for the backdrop that holds the panel (e.g. `md:hidden` for a mobile-only sheet). */
  backdropClassName?: string;
};

const PANEL = {
  center: 'relative w-full rounded-2xl bg-white p-6 shadow-xl',
  right: 'absolute inset-y-0 end-0 flex w-[85%] max-w-sm flex-col overflow-y-auto bg-white shadow-xl',
} as const;

const BACKDROP = {
  center: 'flex items-center justify-center p-4',
  right: '',
} as const;

/**
 * The modal dialog on Radix UI (dialog.tsx loads it on first open): focus moves to the first control on open and is trapped inside, the
 * rest of the page is hidden from assistive technology and does not scroll, and focus returns on
 * close to what had it before. The dialogs here open from state rather than from a Radix trigger,
 * so that element is remembered on open and focused again on close.
 */
export function RadixModal({
  open,
  onClose,
  title,
  label,
  children,
  className,
  placement = 'center',
  backdropClassName,
}: DialogProps) {
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose?.())}>
      <RadixDialog.Portal>
        {/* The backdrop holds the panel, so a click on it is a click outside the panel. */}
        <RadixDialog.Overlay
          className={clsx('fixed inset-0 z-[60] bg-slate-900/50', BACKDROP[placement], backdropClassName)}
        >
          <RadixDialog.Content
            aria-modal
            aria-label={title ? undefined : label}
            // No description element: the content speaks for itself (silences Radix's dev warning).
            aria-describedby={undefined}
            onOpenAutoFocus={() => {
              returnTo.current =
                document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (returnTo.current?.isConnected) returnTo.current.focus();
              returnTo.current = null;
            }}
            className={clsx(PANEL[placement], 'focus:outline-none', className)}
          >
            {title ? (
              <RadixDialog.Title className="pe-8 text-lg font-semibold text-slate-900">
                {title}
              </RadixDialog.Title>
            ) : null}
            {children}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
