import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { usersApi } from '@console/contract';
import { Field, InputField } from '@/components/field';
import { FormDialog, FormDialogSubmit } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { useT } from '@/lib/i18n';
import { usePasswordRule } from '@/lib/password-policy';
import { applyServerErrors } from '@/lib/server-errors';
import { cn } from '@/lib/utils';
import { useCreateUser } from './api/create-user';
import { useUpdateUser } from './api/update-user';
import { usersText } from './messages';
import { RoleChecklist } from './role-checklist';
import {
  createUserSchema,
  editUserSchema,
  type UserFormInput,
  type UserFormOutput,
} from './user-form-schema';

const empty: UserFormInput = { userName: '', password: '', phone: '', email: '', roles: [] };

/**
 * The text fields in the order shown, each labelled by its name; on edit the username is shown
 * fixed instead. Names, numbers and addresses are typed left to right in every language.
 */
const INPUTS = [
  { name: 'userName', dir: 'ltr', autoComplete: 'off', createOnly: true },
  { name: 'password', type: 'password', autoComplete: 'new-password', createOnly: true },
  { name: 'phone', type: 'tel', dir: 'ltr', createOnly: false },
  { name: 'email', type: 'email', dir: 'ltr', createOnly: false },
] as const;

/**
 * Create User, or Edit User when given the user (spec 2 §5, the user form): open while there is
 * one to edit.
 */
export function UserFormDialog(
  props: { onOpenChange: (open: boolean) => void } & (
    { open: boolean; user?: never } | { user: usersApi.User | null }
  ),
) {
  const t = useT(usersText);
  const { onOpenChange } = props;
  const editing = 'user' in props;
  const open = editing ? props.user !== null : props.open;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t('editUser') : t('createUser')}
      description={editing ? t('editUserHelp') : t('createUserHelp')}
    >
      <UserForm user={props.user ?? undefined} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

/**
 * The user form: username, password, phone, email and roles on create; on edit the username is
 * shown fixed, and only phone and email are sent with the version read.
 */
export function UserForm({ user, onDone }: { user?: usersApi.User | undefined; onDone: () => void }) {
  const t = useT(usersText);
  const { minLength, hint } = usePasswordRule(!user);
  const form = useForm<UserFormInput, unknown, UserFormOutput>({
    resolver: zodResolver(user ? editUserSchema : createUserSchema(minLength)),
    defaultValues: user ? { ...empty, phone: user.phone, email: user.email ?? '' } : empty,
  });
  const create = useCreateUser();
  const update = useUpdateUser();
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      if (user) {
        const body = { phone: values.phone, email: values.email, rowVersion: user.rowVersion };
        await update.mutateAsync({ id: user.id, body });
      } else {
        await create.mutateAsync(values);
      }
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, ['userName', 'password', 'phone', 'email', 'roles']);
    }
  });
  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <div className={cn('grid gap-4', !user && 'sm:grid-cols-2')}>
        {user && (
          <Field id="user-userName" label={t('userName')}>
            <Input id="user-userName" dir="ltr" value={user.userName} disabled readOnly />
          </Field>
        )}
        {INPUTS.filter((input) => !(user && input.createOnly)).map(({ name, createOnly: _, ...input }) => (
          <InputField
            key={name}
            id={`user-${name}`}
            label={t(name)}
            error={errors[name]?.message}
            hint={name === 'password' ? hint : undefined}
            {...input}
            {...form.register(name)}
          />
        ))}
      </div>
      {!user && (
        <Controller
          control={form.control}
          name="roles"
          render={({ field }) => <RoleChecklist value={field.value ?? []} onChange={field.onChange} />}
        />
      )}
      <FormDialogSubmit pending={create.isPending || update.isPending} />
    </form>
  );
}
