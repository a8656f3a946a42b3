import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { FormDialog, FormDialogSubmit } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { signOut } from '@/lib/sign-out';
import { useChangePassword } from './api/change-password';
import { changePasswordSchema, type ChangePasswordValues } from './change-password-schema';
import { Field, invalidProps } from '@/components/field';
import { usePasswordRule } from '@/lib/password-policy';
import { applyServerErrors } from '@/lib/server-errors';
import { usersText } from './messages';

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
  const t = useT(usersText);
  return (
    <FormDialog
      open={user !== null}
      onOpenChange={onOpenChange}
      title={t('changePassword')}
      description={user ? t('newPasswordFor', { userName: user.userName }) : null}
    >
      {user && <ChangePasswordForm user={user} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

/**
 * For another user: isResetting false and no old password (that user chooses a new one at next
 * sign-in). For oneself: reset mode with the old password; the server then ends the session.
 */
export function ChangePasswordForm({ user, onDone }: { user: Target; onDone: () => void }) {
  const t = useT(usersText);
  const session = useSession();
  const navigate = useNavigate();
  const resetting = session?.userId === user.id;
  const { minLength, hint } = usePasswordRule();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema(resetting, minLength)),
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
        <Field id="pw-old" label={t('oldPassword')} error={errors.oldPassword?.message}>
          <Input
            id="pw-old"
            type="password"
            autoComplete="current-password"
            {...invalidProps('pw-old', errors.oldPassword?.message)}
            {...form.register('oldPassword')}
          />
        </Field>
      )}
      <Field id="pw-new" label={t('newPassword')} hint={hint} error={errors.newPassword?.message}>
        <Input
          id="pw-new"
          type="password"
          autoComplete="new-password"
          {...invalidProps('pw-new', errors.newPassword?.message, hint)}
          {...form.register('newPassword')}
        />
      </Field>
      <Field id="pw-repeat" label={t('repeatNewPassword')} error={errors.repeatNewPassword?.message}>
        <Input
          id="pw-repeat"
          type="password"
          autoComplete="new-password"
          {...invalidProps('pw-repeat', errors.repeatNewPassword?.message)}
          {...form.register('repeatNewPassword')}
        />
      </Field>
      <FormDialogSubmit pending={change.isPending}>{t('changePassword')}</FormDialogSubmit>
    </form>
  );
}
