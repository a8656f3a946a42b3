import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormDialog, FormDialogSubmit } from '@/components/form-dialog';
import { useCreateUser } from './api/create-user';
import { InputField } from '@/components/field';
import { RoleChecklist } from './role-checklist';
import { applyServerErrors } from '@/lib/server-errors';
import { createUserSchema, type CreateUserInput, type CreateUserOutput } from './user-form-schema';

const empty: CreateUserInput = { userName: '', password: '', phone: '', email: '', roles: [] };

export function CreateUserDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create User"
      description="The user sets up two-factor authentication at first sign-in."
    >
      <CreateUserForm onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

export function CreateUserForm({ onDone }: { onDone: () => void }) {
  const form = useForm<CreateUserInput, unknown, CreateUserOutput>({
    resolver: zodResolver(createUserSchema),
    defaultValues: empty,
  });
  const create = useCreateUser();
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, ['userName', 'password', 'phone', 'email', 'roles']);
    }
  });
  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="user-userName"
          label="Username"
          error={errors.userName?.message}
          autoComplete="off"
          {...form.register('userName')}
        />
        <InputField
          id="user-password"
          label="Password"
          error={errors.password?.message}
          type="password"
          autoComplete="new-password"
          {...form.register('password')}
        />
        <InputField
          id="user-phone"
          label="Phone"
          error={errors.phone?.message}
          type="tel"
          {...form.register('phone')}
        />
        <InputField
          id="user-email"
          label="Email"
          error={errors.email?.message}
          type="email"
          {...form.register('email')}
        />
      </div>
      <Controller
        control={form.control}
        name="roles"
        render={({ field }) => <RoleChecklist value={field.value ?? []} onChange={field.onChange} />}
      />
      <FormDialogSubmit pending={create.isPending} />
    </form>
  );
}
