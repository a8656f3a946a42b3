import { Link } from '@tanstack/react-router';
import { P, type customersApi } from '@console/contract';
import { ArrowLeftIcon, PencilIcon } from 'lucide-react';
import { Ltr } from '@/components/ltr';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { formatDateTime } from '@/lib/format';
import { customersText } from './messages';
import { UserText } from '@/components/user-text';

/** Name, status and where the profile comes from; Edit Customer needs EditCustomer (spec 2 §6). */
export function CustomerProfileHeader({ customer: c }: { customer: customersApi.Customer }) {
  const t = useT(customersText);
  const canEdit = useCan(P.EditCustomer);
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="space-y-1.5">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight">
            <UserText>{c.name}</UserText>
          </h1>
          <StatusBadge status={c.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {c.organizationName}
          {c.coreCustomerId && (
            <>
              {' · '}
              {t('coreCustomer')} <Ltr>{c.coreCustomerId}</Ltr>
            </>
          )}
          {' · '}
          {t('createdBy', { date: formatDateTime(c.createdAt), user: c.createdBy })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" asChild>
          <Link to="/customers">
            <ArrowLeftIcon aria-hidden="true" className="rtl:rotate-180" />
            {t('customersList')}
          </Link>
        </Button>
        {canEdit ? (
          <Button asChild>
            <Link to="/customers/edit/$id" params={{ id: c.id }}>
              <PencilIcon aria-hidden="true" />
              {t('editCustomer')}
            </Link>
          </Button>
        ) : (
          <Button disabled>
            <PencilIcon aria-hidden="true" />
            {t('editCustomer')}
          </Button>
        )}
      </div>
    </div>
  );
}
