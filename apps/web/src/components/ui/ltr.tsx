import type { ReactNode } from 'react';

/**
 * Text that reads left to right whatever the page's direction: an e-mail address, a phone number,
 * a URL or a code inside Arabic text. Without it "+971 50 000 0000" shows as "971 50 000 0000+".
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
