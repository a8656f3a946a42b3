import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n';
import { useRoleLookup } from './api/get-role-lookup';
import { usersText } from './messages';

/** The Roles multi-select of the create form: a checkbox per role. */
export function RoleChecklist({ value, onChange }: { value: string[]; onChange: (roles: string[]) => void }) {
  const t = useT(usersText);
  const roles = useRoleLookup();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t('roles')}</legend>
      <div className="grid max-h-40 gap-2 overflow-y-auto rounded-md border p-3 sm:grid-cols-2">
        {roles.isPending && <p className="text-sm text-muted-foreground">{t('loadingRoles')}</p>}
        {roles.data?.length === 0 && <p className="text-sm text-muted-foreground">{t('noRolesDefined')}</p>}
        {roles.data?.map((role) => {
          const id = `role-${role.id}`;
          return (
            <div key={role.id} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={value.includes(role.id)}
                onCheckedChange={(checked) =>
                  onChange(checked === true ? [...value, role.id] : value.filter((r) => r !== role.id))
                }
              />
              <Label htmlFor={id} className="font-normal">
                {role.name}
              </Label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
