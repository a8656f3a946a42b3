import { useMemo, useState } from 'react';
import type { usersApi } from '@console/contract';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { dataTableColumns } from '@/components/data-table/features';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/form-dialog';
import { useDeleteBranchMapping } from './api/delete-branch-mapping';
import { useUserBranches } from './api/list-user-branches';
import { BranchMappingForm } from './branch-mapping-form';

type Mapping = usersApi.BranchMapping;
const helper = dataTableColumns<Mapping>();

export function BranchMappingDialog({
  user,
  onOpenChange,
}: {
  user: usersApi.User | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={user !== null}
      onOpenChange={onOpenChange}
      title="Branch Mapping"
      description={user ? `Branches ${user.userName} works for, one per organization.` : null}
      className="sm:max-w-[900px]"
    >
      {user && <UserBranches userId={user.id} />}
    </FormDialog>
  );
}

function UserBranches({ userId }: { userId: string }) {
  const mappings = useUserBranches(userId);
  const remove = useDeleteBranchMapping();
  const [editing, setEditing] = useState<Mapping | null>(null);
  const [deleting, setDeleting] = useState<Mapping | null>(null);

  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('organizationName', { header: 'Organization', enableSorting: false }),
        helper.accessor('branchName', {
          header: 'Branch',
          enableSorting: false,
          cell: ({ row }) => `${row.original.branchName} (${row.original.branchCode})`,
        }),
        helper.display({
          id: 'actions',
          header: () => <span className="sr-only">Actions</span>,
          meta: { className: 'w-24 text-end', rowActions: true },
          cell: ({ row }) => (
            <div className="flex justify-end gap-1">
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={`Edit mapping to ${row.original.branchName}`}
                onClick={() => setEditing(row.original)}
              >
                <PencilIcon aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={`Delete mapping to ${row.original.branchName}`}
                onClick={() => setDeleting(row.original)}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </div>
          ),
        }),
      ]),
    [],
  );

  return (
    <div className="grid gap-5">
      <DataTable
        label="Branch mappings"
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
        title="Delete branch mapping?"
        description={
          deleting
            ? `The user will no longer work for ${deleting.branchName} of ${deleting.organizationName}.`
            : null
        }
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) void remove.mutateAsync(deleting.id).catch(() => undefined);
          if (deleting?.id === editing?.id) setEditing(null);
        }}
      />
    </div>
  );
}
