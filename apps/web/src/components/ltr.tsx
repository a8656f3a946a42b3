import type { ReactNode } from 'react';

/**
 * A value that reads left to right in every language: a phone, account or card number, a code,
 * an id, an amount. Isolated from the text around it, so a right-to-left sentence neither moves
 * its `+` nor reorders its parts.
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}
