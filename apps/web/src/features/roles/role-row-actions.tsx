import { P, type rolesApi } from '@console/contract';
import { HistoryIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { rolesText } from './messages';

export type RoleAction = 'edit' | 'delete' | 'history';

/** Edit and Delete, disabled without EditRole / RemoveRole; History for readers of the activity report. */
export function RoleRowActions({
  role,
  onAction,
}: {
  role: rolesApi.Role;
  onAction: (action: RoleAction, role: rolesApi.Role) => void;
}) {
  const t = useT(rolesText);
  const canEdit = useCan(P.EditRole);
  const canRemove = useCan(P.RemoveRole);
  const canSeeHistory = useCan(P.ViewActivityReport);
  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t('editRoleOf', { roleName: role.name })}
        disabled={!canEdit}
        onClick={() => onAction('edit', role)}
      >
        <PencilIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t('deleteRoleOf', { roleName: role.name })}
        disabled={!canRemove}
        onClick={() => onAction('delete', role)}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
      {canSeeHistory && (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('historyOfRole', { roleName: role.name })}
          onClick={() => onAction('history', role)}
        >
          <HistoryIcon aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
