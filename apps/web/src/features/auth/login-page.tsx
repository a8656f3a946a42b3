import { zodResolver } from '@hookform/resolvers/zod';
import { authApi } from '@console/contract';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { AuthLayout } from './auth-layout';
import { InputField } from '@/components/field';
import { resolveReturnUrl } from './return-url';
import { CODE_LENGTH, TwoFactorSetupDialog } from './two-factor-setup-dialog';
import { useLogin } from './use-login';

/** Sign-in (spec 1 §2, §4, §5). */
export function LoginPage({ returnUrl }: { returnUrl?: string | undefined }) {
  const navigate = useNavigate();
  const { pending, codeNeeded, setup, signIn } = useLogin(() => {
    void navigate({ to: resolveReturnUrl(returnUrl), replace: true });
  });
  const form = useForm({
    resolver: zodResolver(authApi.loginRequest),
    defaultValues: { userName: '', password: '', totp: '' },
  });
  const { errors } = form.formState;

  // Spec 1 §2: the Token field receives focus when it appears.
  useEffect(() => {
    if (codeNeeded) form.setFocus('totp', { shouldSelect: true });
  }, [codeNeeded, form]);

  async function onSubmit(values: authApi.LoginRequest) {
    if (codeNeeded && !values.totp) {
      form.setError('totp', { message: 'Token is required' });
      form.setFocus('totp');
      return;
    }
    const outcome = await signIn(values);
    if (outcome === 'failed' && codeNeeded) form.setFocus('totp', { shouldSelect: true });
  }

  const completeSetup = (code: string) =>
    signIn({ userName: form.getValues('userName'), password: form.getValues('password'), totp: code });

  return (
    <AuthLayout title="Sign in">
      <form onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} className="grid gap-4" noValidate>
        <InputField
          label="Username"
          autoComplete="username"
          required
          autoFocus
          error={errors.userName?.message}
          {...form.register('userName')}
        />
        <InputField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        {codeNeeded && (
          <InputField
            label="Token"
            maxLength={CODE_LENGTH}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            error={errors.totp?.message}
            {...form.register('totp')}
          />
        )}
        <Button type="submit" disabled={pending} className="w-full">
          {pending ? 'Loading...' : 'Login'}
        </Button>
      </form>
      <TwoFactorSetupDialog setup={setup} processing={pending} onComplete={completeSetup} />
    </AuthLayout>
  );
}
