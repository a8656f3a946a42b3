import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
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
import { useSession } from '@/lib/session';
import { signOut } from '@/lib/sign-out';
import { useChangePassword } from './api/change-password';
import { changePasswordSchema, type ChangePasswordValues } from './change-password-schema';
import { Field, invalidProps } from '@/components/field';
import { applyServerErrors } from '@/lib/server-errors';

interface Target {
  id: string;
  userName: string;
  rowVersion: number;
}

export function ChangePasswordDialog({
  user,
  onOpenChange,
}: {
  user: Target | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-[600px]">
        <DialogHeader>
          <DialogTitle>Change Password</DialogTitle>
          <DialogDescription>{user ? `Set a new password for ${user.userName}.` : null}</DialogDescription>
        </DialogHeader>
        {user && <ChangePasswordForm user={user} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

/**
 * For another user: isResetting false and no old password (that user chooses a new one at next
 * sign-in). For oneself: reset mode with the old password; the server then ends the session.
 */
export function ChangePasswordForm({ user, onDone }: { user: Target; onDone: () => void }) {
  const session = useSession();
  const navigate = useNavigate();
  const resetting = session?.userId === user.id;
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema(resetting)),
    defaultValues: { oldPassword: '', newPassword: '', repeatNewPassword: '' },
  });
  const change = useChangePassword();
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync({
        id: user.id,
        body: {
          ...(resetting ? { oldPassword: values.oldPassword } : {}),
          newPassword: values.newPassword,
          repeatNewPassword: values.repeatNewPassword,
          isResetting: resetting,
          rowVersion: user.rowVersion,
        },
      });
      onDone();
      if (resetting) {
        await signOut();
        await navigate({ to: '/auth/login' });
      }
    } catch (error) {
      applyServerErrors(error, form.setError, ['oldPassword', 'newPassword', 'repeatNewPassword']);
    }
  });
  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      {resetting && (
        <Field id="pw-old" label="Old password" error={errors.oldPassword?.message}>
          <Input
            id="pw-old"
            type="password"
            autoComplete="current-password"
            {...invalidProps('pw-old', errors.oldPassword?.message)}
            {...form.register('oldPassword')}
          />
        </Field>
      )}
      <Field id="pw-new" label="New password" error={errors.newPassword?.message}>
        <Input
          id="pw-new"
          type="password"
          autoComplete="new-password"
          {...invalidProps('pw-new', errors.newPassword?.message)}
          {...form.register('newPassword')}
        />
      </Field>
      <Field id="pw-repeat" label="Repeat new password" error={errors.repeatNewPassword?.message}>
        <Input
          id="pw-repeat"
          type="password"
          autoComplete="new-password"
          {...invalidProps('pw-repeat', errors.repeatNewPassword?.message)}
          {...form.register('repeatNewPassword')}
        />
      </Field>
      <DialogFooter>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Change Password'}
        </Button>
      </DialogFooter>
    </form>
  );
}
