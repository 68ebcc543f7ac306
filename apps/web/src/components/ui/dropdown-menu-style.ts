import { clsx } from 'clsx';

// Shared by the menu button and its stand-in (dropdown-menu.tsx), which must look the same.
export const chevronClass = (open: boolean) => clsx('size-4 transition-transform', open && 'rotate-180');
export const triggerClass = (buttonClassName?: string) =>
  clsx('inline-flex items-center gap-1', buttonClassName);
