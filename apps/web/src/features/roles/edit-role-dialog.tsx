import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { rolesApi } from '@console/contract';
import { FormDialog, FormDialogSubmit } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n';
import { useCreateRole } from './api/create-role';
import { useUpdateRole } from './api/update-role';
import { Field, invalidProps } from '@/components/field';
import { rolesText } from './messages';
import { PermissionCheckboxes } from './permission-checkboxes';
import { roleFormSchema, type RoleFormInput, type RoleFormOutput } from './role-form-schema';

/** Create (role null) or edit a role. */
export function RoleDialog({
  open,
  role,
  onOpenChange,
}: {
  open: boolean;
  role: rolesApi.Role | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(rolesText);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={role ? t('editRole') : t('createRole')}
      description={t('roleHelp')}
      className="sm:max-w-[1000px]"
    >
      <RoleForm role={role} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

export function RoleForm({ role, onDone }: { role: rolesApi.Role | null; onDone: () => void }) {
  const t = useT(rolesText);
  const form = useForm<RoleFormInput, unknown, RoleFormOutput>({
    resolver: zodResolver(roleFormSchema),
    defaultValues: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      permissions: role?.permissions ?? [],
    },
  });
  const create = useCreateRole();
  const update = useUpdateRole();
  const busy = create.isPending || update.isPending;
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async ({ name, description, permissions }) => {
    try {
      if (role)
        await update.mutateAsync({
          id: role.id,
          body: { description, permissions, rowVersion: role.rowVersion },
        });
      else await create.mutateAsync({ name, description, permissions });
      onDone();
    } catch {
      // The API client has told the user (validation list, Conflict on a stale rowVersion).
    }
  });

  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-[1fr_2fr]">
        <Field id="role-name" label={t('name')} error={errors.name?.message}>
          {role ? (
            <Input id="role-name" value={role.name} disabled readOnly />
          ) : (
            <Input
              id="role-name"
              autoComplete="off"
              {...invalidProps('role-name', errors.name?.message)}
              {...form.register('name')}
            />
          )}
        </Field>
        <Field id="role-description" label={t('description')} error={errors.description?.message}>
          <Textarea
            id="role-description"
            rows={2}
            {...invalidProps('role-description', errors.description?.message)}
            {...form.register('description')}
          />
        </Field>
      </div>
      <Controller
        control={form.control}
        name="permissions"
        render={({ field, fieldState }) => (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t('permissions')}</legend>
            <PermissionCheckboxes
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          </fieldset>
        )}
      />
      <FormDialogSubmit pending={busy} />
    </form>
  );
}
