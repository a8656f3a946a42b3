import { Link } from '@tanstack/react-router';
import { P, type customersApi } from '@console/contract';
import { ArrowLeftIcon, PencilIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/badge';
import { useCan } from '@/lib/permissions';
import { formatDateTime } from '@/lib/format';

/** Name, status and where the profile comes from; Edit Customer needs EditCustomer (spec 2 §6). */
export function CustomerProfileHeader({ customer: c }: { customer: customersApi.Customer }) {
  const canEdit = useCan(P.EditCustomer);
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="space-y-1.5">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight">{c.name}</h1>
          <StatusBadge status={c.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {c.organizationName}
          {c.coreCustomerId && <> · Core customer {c.coreCustomerId}</>} · Created{' '}
          {formatDateTime(c.createdAt)} by {c.createdBy}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" asChild>
          <Link to="/customers">
            <ArrowLeftIcon aria-hidden="true" />
            Customers List
          </Link>
        </Button>
        {canEdit ? (
          <Button asChild>
            <Link to="/customers/edit/$id" params={{ id: c.id }}>
              <PencilIcon aria-hidden="true" />
              Edit Customer
            </Link>
          </Button>
        ) : (
          <Button disabled>
            <PencilIcon aria-hidden="true" />
            Edit Customer
          </Button>
        )}
      </div>
    </div>
  );
}
