import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n';
import { newApplicationText } from './messages';

/** One numbered step of the new-application wizard. */
export function WizardStep({
  step,
  title,
  description,
  children,
}: {
  step: number;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const t = useT(newApplicationText);
  return (
    <Card aria-labelledby={`step-${step}-title`} role="region">
      <CardHeader>
        <CardTitle id={`step-${step}-title`} className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-7 place-items-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
          >
            {step}
          </span>
          <span>
            <span className="sr-only">{t('step', { step })}</span>
            {title}
          </span>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
