import { useMemo, useState } from 'react';
import type { usersApi } from '@console/contract';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { dataTableColumns } from '@/components/data-table/features';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/form-dialog';
import { useT } from '@/lib/i18n';
import { useDeleteBranchMapping } from './api/delete-branch-mapping';
import { useUserBranches } from './api/list-user-branches';
import { BranchMappingForm } from './branch-mapping-form';
import { usersText } from './messages';

type Mapping = usersApi.BranchMapping;
const helper = dataTableColumns<Mapping>();

export function BranchMappingDialog({
  user,
  onOpenChange,
}: {
  user: usersApi.User | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(usersText);
  return (
    <FormDialog
      open={user !== null}
      onOpenChange={onOpenChange}
      title={t('branchMapping')}
      description={user ? t('branchesOf', { userName: user.userName }) : null}
      className="sm:max-w-[900px]"
    >
      {user && <UserBranches userId={user.id} />}
    </FormDialog>
  );
}

function UserBranches({ userId }: { userId: string }) {
  const t = useT(usersText);
  const mappings = useUserBranches(userId);
  const remove = useDeleteBranchMapping();
  const [editing, setEditing] = useState<Mapping | null>(null);
  const [deleting, setDeleting] = useState<Mapping | null>(null);

  // Headers are read as the table renders: in the language of the moment.
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('organizationName', { header: () => t('organization'), enableSorting: false }),
        helper.accessor('branchName', {
          header: () => t('branch'),
          enableSorting: false,
          cell: ({ row }) =>
            t('branchWithCode', { branchName: row.original.branchName, branchCode: row.original.branchCode }),
        }),
        helper.display({
          id: 'actions',
          header: () => <span className="sr-only">{t('actions')}</span>,
          meta: { className: 'w-24 text-end', rowActions: true },
          cell: ({ row }) => (
            <div className="flex justify-end gap-1">
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={t('editMappingTo', { branchName: row.original.branchName })}
                onClick={() => setEditing(row.original)}
              >
                <PencilIcon aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={t('deleteMappingTo', { branchName: row.original.branchName })}
                onClick={() => setDeleting(row.original)}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </div>
          ),
        }),
      ]),
    [t],
  );

  return (
    <div className="grid gap-5">
      <DataTable
        label={t('branchMappings')}
        columns={columns}
        data={mappings.data}
        isLoading={mappings.isPending}
        getRowId={(m) => m.id}
      />
      <BranchMappingForm
        key={editing?.id ?? 'new'}
        userId={userId}
        editing={editing}
        onDone={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('deleteMappingTitle')}
        description={
          deleting
            ? t('deleteMappingHelp', {
                branchName: deleting.branchName,
                organizationName: deleting.organizationName,
              })
            : null
        }
        confirmLabel={t('delete')}
        onConfirm={() => {
          if (deleting) void remove.mutateAsync(deleting.id).catch(() => undefined);
          if (deleting?.id === editing?.id) setEditing(null);
        }}
      />
    </div>
  );
}
