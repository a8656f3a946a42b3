import { useState } from 'react';
import { PlusIcon } from 'lucide-react';
import { P, type applicationsApi, type customersApi } from '@console/contract';
import { Ltr } from '@/components/ltr';
import { Button } from '@/components/ui/button';
import {
  pinnedEnd,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { contractText } from '@/lib/contract-messages';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useCan } from '@/lib/permissions';
import { useRowDialogs } from '@/lib/use-row-dialogs';
import { useCustomerApplications } from './api/customer-applications';
import { AddApplicationDialog } from './add-application-dialog';
import { ApplicationActionButtons } from './application-action-buttons';
import type { ApplicationAction } from './application-actions';
import { ApplicationDialogs } from './application-dialogs';
import { ApplicationStatus } from './application-status';
import { formatDateTime } from '@/lib/format';
import { applicationsText } from './messages';
import { UserText } from '@/components/user-text';

/** The Applications tab of a customer's profile (spec 2 §2), with every per-application action. */
export function CustomerApplicationsTab({ customer }: { customer: customersApi.Customer }) {
  const t = useT(applicationsText);
  const tc = useT(contractText);
  const applications = useCustomerApplications(customer.id);
  const canAdd = useCan(P.AddApplication);
  const [adding, setAdding] = useState(false);
  const dialogs = useRowDialogs<ApplicationAction, applicationsApi.ApplicationRow>();
  const rows = applications.data ?? [];

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t('applications')}</h2>
        <Button disabled={!canAdd} onClick={() => setAdding(true)}>
          <PlusIcon aria-hidden="true" />
          {t('addApplication')}
        </Button>
      </div>
      <div className="overflow-hidden rounded-md border">
        <Table aria-label={t('customerApplications')}>
          <TableHeader className="bg-muted/40">
            <TableRow className="hover:bg-transparent">
              <TableHead>{t('organization')}</TableHead>
              <TableHead>{t('accountType')}</TableHead>
              <TableHead>{t('status')}</TableHead>
              <TableHead>{t('accountNumber')}</TableHead>
              <TableHead>{t('created')}</TableHead>
              <TableHead className={cn('text-end', pinnedEnd.head)}>{t('actions')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {applications.isPending || rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} className="h-24 text-center text-muted-foreground">
                  {applications.isPending ? tc('fetchingData') : tc('noResults')}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((a) => (
                <TableRow key={a.id} data-application-id={a.id}>
                  <TableCell>{a.organization}</TableCell>
                  <TableCell>
                    <Ltr>
                      {a.type} {a.currency}
                    </Ltr>
                    {a.isShadow && (
                      <span className="ms-2 text-xs text-muted-foreground">{t('accountRequest')}</span>
                    )}
                  </TableCell>
                  <TableCell className="whitespace-normal">
                    <ApplicationStatus application={a} />
                    {a.declineReason && (
                      <p className="mt-1 max-w-60 text-xs text-muted-foreground">
                        <UserText>{a.declineReason}</UserText>
                      </p>
                    )}
                  </TableCell>
                  <TableCell className="tabular-nums">
                    <Ltr>{a.accountNumber ?? ''}</Ltr>
                  </TableCell>
                  <TableCell className="text-muted-foreground">
                    {a.createdBy}
                    <span className="block text-xs">{formatDateTime(a.createdAt)}</span>
                  </TableCell>
                  <TableCell className={cn('whitespace-normal text-end', pinnedEnd.cell)}>
                    <ApplicationActionButtons application={a} onAction={dialogs.show} />
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <AddApplicationDialog customer={customer} open={adding} onOpenChange={setAdding} />
      <ApplicationDialogs dialogs={dialogs} />
    </div>
  );
}
