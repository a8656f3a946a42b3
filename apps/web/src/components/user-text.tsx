import type { ReactNode } from 'react';

/**
 * Text a person typed: a name, a remark, a reason, a comment, notes. Isolated from the text around
 * it and laid out in its own direction (`<bdi dir="auto">`): an English reason on an Arabic screen
 * keeps its full stop at its end, and an Arabic name inside an English sentence leaves the
 * sentence's order alone. Table cells and profile details isolate their text this way themselves.
 */
export function UserText({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="auto" className={className}>
      {children}
    </bdi>
  );
}
