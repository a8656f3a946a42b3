import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { usersApi } from '@console/contract';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { contractText } from '@/lib/contract-messages';
import { clearSession, useSession } from '@/lib/session';
import { signOut } from '@/lib/sign-out';
import { toast } from '@/lib/toast';
import { useT } from '@/lib/i18n';
import { AuthLayout } from './auth-layout';
import { authText } from './messages';
import { InputField } from '@/components/field';
import { usePasswordRule } from '@/lib/password-policy';
import { resetPasswordSchema, type ResetPasswordValues } from './reset-password-schema';

/** Forced or voluntary password change (spec 1 §2, §4, §5). Success ends the session. */
export function ResetPasswordPage() {
  const t = useT(authText);
  const session = useSession();
  const navigate = useNavigate();
  // The server's minimum in force, checked here too so it is said before the request is sent.
  const { minLength, hint } = usePasswordRule();
  const resolver = useMemo(() => zodResolver(resetPasswordSchema(minLength)), [minLength]);
  const form = useForm<ResetPasswordValues>({
    resolver,
    defaultValues: { oldPassword: '', newPassword: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: ResetPasswordValues) {
    if (!session) return;
    try {
      await api(usersApi.changePassword, {
        params: { id: session.userId },
        body: {
          oldPassword: values.oldPassword,
          newPassword: values.newPassword,
          repeatNewPassword: values.confirm,
          isResetting: true,
        },
        quiet: true,
      });
    } catch {
      return; // The API client has shown why (e.g. the server's password policy).
    }
    toast.success(contractText.t('passwordResetDone'));
    // The server has ended every session of the user; forget ours too.
    clearSession();
    await navigate({ to: '/auth/login', replace: true });
  }

  async function logOut() {
    await signOut();
    await navigate({ to: '/auth/login', replace: true });
  }

  return (
    <AuthLayout title={session?.resetPassword ? t('chooseNewPassword') : t('changePassword')}>
      {session?.resetPassword && (
        <p className="mb-4 text-sm text-muted-foreground">{contractText.t('passwordChangeRequired')}</p>
      )}
      <form onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} className="grid gap-4" noValidate>
        <InputField
          label={t('oldPassword')}
          type="password"
          autoComplete="current-password"
          autoFocus
          error={errors.oldPassword?.message}
          {...form.register('oldPassword')}
        />
        <InputField
          id="new-password"
          label={t('newPassword')}
          type="password"
          autoComplete="new-password"
          hint={hint}
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <InputField
          label={t('confirm')}
          type="password"
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...form.register('confirm')}
        />
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? t('loading') : t('resetPassword')}
        </Button>
        {session?.resetPassword ? (
          <Button variant="ghost" className="w-full" onClick={() => void logOut()}>
            {t('logOut')}
          </Button>
        ) : (
          <Button variant="ghost" className="w-full" onClick={() => void navigate({ to: '/' })}>
            {t('cancel')}
          </Button>
        )}
      </form>
    </AuthLayout>
  );
}
