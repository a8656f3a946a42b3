import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n';
import { permissionGroupTitle, permissionLabel } from '@/lib/permission-messages';
import { usePermissionGroups } from './api/list-permissions';
import { rolesText } from './messages';

/** Grouped checkboxes (spec 1 §6): each group's title selects or clears the whole group. */
export function PermissionCheckboxes({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (permissions: string[]) => void;
  error?: string;
}) {
  const t = useT(rolesText);
  const groups = usePermissionGroups();
  const held = new Set(value);
  if (groups.isPending) return <p className="text-sm text-muted-foreground">{t('loadingPermissions')}</p>;
  return (
    <div className="grid gap-2">
      <div
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        aria-describedby={error ? 'role-permissions-error' : undefined}
      >
        {groups.data?.map((group) => {
          const values = group.permissions.map((p) => p.value);
          const count = values.filter((v) => held.has(v)).length;
          const groupId = `group-${group.title.replace(/\W+/g, '-').toLowerCase()}`;
          return (
            <fieldset key={group.title} className="grid content-start gap-2 rounded-md border p-3">
              <legend className="sr-only">{permissionGroupTitle(group)}</legend>
              <div className="flex items-center gap-2 border-b pb-2">
                <Checkbox
                  id={groupId}
                  checked={count === values.length ? true : count > 0 ? 'indeterminate' : false}
                  onCheckedChange={(checked) =>
                    onChange(
                      checked === true
                        ? [...value, ...values.filter((v) => !held.has(v))]
                        : value.filter((v) => !values.includes(v)),
                    )
                  }
                />
                <Label htmlFor={groupId} className="font-semibold">
                  {permissionGroupTitle(group)}
                </Label>
              </div>
              {group.permissions.map((p) => {
                const id = `perm-${p.value}`;
                return (
                  <div key={p.value} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={held.has(p.value)}
                      onCheckedChange={(checked) =>
                        onChange(checked === true ? [...value, p.value] : value.filter((v) => v !== p.value))
                      }
                    />
                    <Label htmlFor={id} className="font-normal">
                      {permissionLabel(p.value, p.title)}
                    </Label>
                  </div>
                );
              })}
            </fieldset>
          );
        })}
      </div>
      {error && (
        <p id="role-permissions-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
