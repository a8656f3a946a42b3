import type { ReactNode } from 'react';
import { P } from '@console/contract/core';
import { Ltr } from '@/components/ltr';
import { withElements } from '@/components/with-elements';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { productName } from '@/lib/product';
import { brandingFor } from '@/tenants';
import { homeText } from './messages';
import { RecentActivity } from './recent-activity';

/**
 * Home (/): a welcome, then for dashboard holders (spec 2 §6) their own dashboard and recent
 * activity.
 */
export function HomePage({ dashboard }: { dashboard?: (userName: string) => ReactNode }) {
  const t = useT(homeText);
  const session = useSession();
  const showActivity = useCan([P.ViewUserDashboard, P.ViewDashboard]);
  if (!session) return null;
  const branding = brandingFor(session.tenant);
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">
          {withElements((values) => t('welcome', values), { name: <Ltr>{session.userName}</Ltr> })}
        </h1>
        <p className="text-sm text-muted-foreground">
          {t('intro', { organization: branding.name, product: productName() })}
        </p>
      </div>
      {showActivity && dashboard?.(session.userName)}
      {showActivity && <RecentActivity userName={session.userName} />}
    </div>
  );
}
