import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { usersApi } from '@console/contract';
import { Field, InputField } from '@/components/field';
import { FormDialog, FormDialogSubmit } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { applyServerErrors } from '@/lib/server-errors';
import { cn } from '@/lib/utils';
import { useCreateUser } from './api/create-user';
import { useUpdateUser } from './api/update-user';
import { RoleChecklist } from './role-checklist';
import {
  createUserSchema,
  editUserSchema,
  type UserFormInput,
  type UserFormOutput,
} from './user-form-schema';

const empty: UserFormInput = { userName: '', password: '', phone: '', email: '', roles: [] };

/** The text fields in the order shown; on edit the username is shown fixed instead. */
const INPUTS = [
  { name: 'userName', label: 'Username', autoComplete: 'off', createOnly: true },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', createOnly: true },
  { name: 'phone', label: 'Phone', type: 'tel', createOnly: false },
  { name: 'email', label: 'Email', type: 'email', createOnly: false },
] as const;

const texts = {
  create: {
    title: 'Create User',
    description: 'The user sets up two-factor authentication at first sign-in.',
  },
  edit: { title: 'Edit User', description: 'Phone and email can change; the username cannot.' },
};

/**
 * Create User, or Edit User when given the user (spec 2 §5, the user form): open while there is
 * one to edit.
 */
export function UserFormDialog(
  props: { onOpenChange: (open: boolean) => void } & (
    { open: boolean; user?: never } | { user: usersApi.User | null }
  ),
) {
  const { onOpenChange } = props;
  const text = 'user' in props ? texts.edit : texts.create;
  const open = 'user' in props ? props.user !== null : props.open;
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={text.title} description={text.description}>
      <UserForm user={props.user ?? undefined} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

/**
 * The user form: username, password, phone, email and roles on create; on edit the username is
 * shown fixed, and only phone and email are sent with the version read.
 */
export function UserForm({ user, onDone }: { user?: usersApi.User | undefined; onDone: () => void }) {
  const form = useForm<UserFormInput, unknown, UserFormOutput>({
    resolver: zodResolver(user ? editUserSchema : createUserSchema),
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
          <Field id="user-userName" label="Username">
            <Input id="user-userName" value={user.userName} disabled readOnly />
          </Field>
        )}
        {INPUTS.filter((input) => !(user && input.createOnly)).map(({ name, createOnly: _, ...input }) => (
          <InputField
            key={name}
            id={`user-${name}`}
            error={errors[name]?.message}
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
