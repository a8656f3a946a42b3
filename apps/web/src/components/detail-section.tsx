import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { UserText } from '@/components/user-text';

export interface Detail {
  label: string;
  value: ReactNode;
}

/**
 * One titled section of a profile: label and value pairs; an empty value shows a dash, and a text
 * value (often typed by someone: a name, an address, notes) is isolated in its own direction.
 */
export function DetailSection({ title, details }: { title: string; details: Detail[] }) {
  // A title in Arabic has no word characters: an id made from it would be the same for every section.
  const id = useId();
  return (
    <Card className="gap-4 py-5" aria-labelledby={id} role="region">
      <CardHeader className="px-5">
        <CardTitle id={id} className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="px-5">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {details.map((d) => (
            <div key={d.label} className="grid min-w-0 gap-0.5">
              <dt className="text-xs font-medium text-muted-foreground">{d.label}</dt>
              <dd className="break-words text-sm">
                {d.value === null || d.value === undefined || d.value === '' ? (
                  <span className="text-muted-foreground">—</span>
                ) : typeof d.value === 'string' ? (
                  <UserText>{d.value}</UserText>
                ) : (
                  d.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
