import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { messages, type usersApi } from '@console/contract';
import { XIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import { LookupSelect } from '@/components/lookup-select';
import { contractText } from '@/lib/contract-messages';
import { useT } from '@/lib/i18n';
import { useAssignRole } from './api/assign-role';
import { useRoleLookup } from './api/get-role-lookup';
import { useUser } from './api/get-user';
import { useRemoveRole } from './api/remove-role';
import { Field } from '@/components/field';
import { usersText } from './messages';
import { useSelfSignOut } from './use-self-sign-out';

const schema = z.object({ roleId: z.string().min(1, messages.selectRole) });

export function AssignRoleDialog({
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
      title={t('assignRole')}
      description={user ? t('rolesOf', { userName: user.userName }) : null}
    >
      {user && <UserRoles initial={user} />}
    </FormDialog>
  );
}

function UserRoles({ initial }: { initial: usersApi.User }) {
  const t = useT(usersText);
  const tc = useT(contractText);
  // The list row opens the dialog; the record itself stays fresh after each change.
  const user = useUser(initial.id).data ?? initial;
  const lookup = useRoleLookup();
  const assign = useAssignRole();
  const remove = useRemoveRole();
  const selfSignOut = useSelfSignOut(user.id);
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { roleId: '' },
  });
  // Removing takes access away at once: it is confirmed first, like every destructive action.
  const [removing, setRemoving] = useState<usersApi.User['roles'][number] | null>(null);
  const held = new Set(user.roles.map((r) => r.id));
  const offered = (lookup.data ?? []).filter((r) => !held.has(r.id));

  const submit = form.handleSubmit(async ({ roleId }) => {
    await assign.mutateAsync({ id: user.id, roleId, rowVersion: user.rowVersion });
    form.reset({ roleId: '' });
    await selfSignOut();
  });

  return (
    <div className="grid gap-5">
      <section aria-labelledby="assigned-roles" className="grid gap-2">
        <h3 id="assigned-roles" className="text-sm font-medium">
          {t('assignedRoles')}
        </h3>
        {user.roles.length === 0 ? (
          <p className="text-sm text-muted-foreground">{tc('noRolesAssigned')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {user.roles.map((role) => (
              <li key={role.id}>
                <Badge variant="secondary" className="gap-1 py-1 pe-1">
                  {role.name}
                  <button
                    type="button"
                    className="rounded-sm p-0.5 hover:bg-background/60 disabled:opacity-50"
                    aria-label={t('removeRoleLabel', { roleName: role.name })}
                    disabled={remove.isPending}
                    onClick={() => setRemoving(role)}
                  >
                    <XIcon className="size-3" aria-hidden="true" />
                  </button>
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
      <form
        noValidate
        className="flex items-start gap-2"
        onSubmit={(e) => void submit(e).catch(() => undefined)}
      >
        <div className="flex-1">
          <Controller
            control={form.control}
            name="roleId"
            render={({ field, fieldState }) => (
              <Field id="assign-role" label={t('role')} error={fieldState.error?.message}>
                <LookupSelect
                  id="assign-role"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  lookup={null}
                  items={offered}
                  placeholder={t('selectRole')}
                  invalid={Boolean(fieldState.error)}
                  describedBy={fieldState.error ? 'assign-role-error' : undefined}
                />
              </Field>
            )}
          />
        </div>
        <Button type="submit" className="mt-[1.375rem]" disabled={assign.isPending}>
          {t('assign')}
        </Button>
      </form>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('removeRoleTitle', { roleName: removing?.name ?? '' })}
        description={t('removeRoleHelp', { userName: user.userName })}
        confirmLabel={t('remove')}
        destructive
        onConfirm={() => {
          if (removing)
            void remove
              .mutateAsync({ id: user.id, roleId: removing.id, rowVersion: user.rowVersion })
              .then(selfSignOut, () => undefined);
        }}
      />
    </div>
  );
}
