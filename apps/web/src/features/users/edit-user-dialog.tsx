import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { usersApi } from '@console/contract';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useUpdateUser } from './api/update-user';
import { Field, InputField } from '@/components/field';
import { applyServerErrors } from '@/lib/server-errors';
import { editUserSchema, type EditUserInput, type EditUserOutput } from './user-form-schema';

export function EditUserDialog({
  user,
  onOpenChange,
}: {
  user: usersApi.User | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-[600px]">
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>Phone and email can change; the username cannot.</DialogDescription>
        </DialogHeader>
        {user && <EditUserForm user={user} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

export function EditUserForm({ user, onDone }: { user: usersApi.User; onDone: () => void }) {
  const form = useForm<EditUserInput, unknown, EditUserOutput>({
    resolver: zodResolver(editUserSchema),
    defaultValues: { phone: user.phone, email: user.email ?? '' },
  });
  const update = useUpdateUser();
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({
        id: user.id,
        body: { phone: body.phone, email: body.email, rowVersion: user.rowVersion },
      });
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, ['phone', 'email']);
    }
  });
  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <Field id="user-userName" label="Username">
        <Input id="user-userName" value={user.userName} disabled readOnly />
      </Field>
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
      <DialogFooter>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}
