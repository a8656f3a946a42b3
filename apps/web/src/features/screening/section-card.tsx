import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { UserText } from '@/components/user-text';
import { cn } from '@/lib/utils';
import { reasonText } from './reason-text';

/** A titled region of a screening screen; `below` sits under the title (an intro, a count). */
export function SectionCard({
  title,
  below,
  className,
  children,
}: {
  title: string;
  below?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Card className="gap-4 py-5" role="region" aria-labelledby={id}>
      <CardHeader className="px-5">
        <CardTitle id={id} className="text-base">
          {title}
        </CardTitle>
        {below}
      </CardHeader>
      {children && <CardContent className={cn('px-5', className)}>{children}</CardContent>}
    </Card>
  );
}

/** A match's reasons, each in words in the language of the moment. */
export function ReasonList({ reasons }: { reasons: readonly string[] }) {
  return (
    <ul className="grid list-disc gap-1 ps-5 text-sm">
      {reasons.map((r) => (
        <li key={r}>
          <UserText>{reasonText(r)}</UserText>
        </li>
      ))}
    </ul>
  );
}
