import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/field';
import { loadAuthApi } from '@/lib/auth-endpoints';
import { useT } from '@/lib/i18n';
import { AuthLayout } from './auth-layout';
import { CODE_LENGTH } from './code-length';
import { loginErrors, type LoginErrors, type LoginValues } from './login-fields';
import { authText } from './messages';
import { resolveReturnUrl } from './return-url';
import { useLogin } from './use-login';

// Only first sign-ins need it, and it brings the dialog layer (focus trap, scroll lock) with it.
const TwoFactorSetupDialog = lazy(() =>
  import('./two-factor-setup-dialog').then((m) => ({ default: m.TwoFactorSetupDialog })),
);

function focusAndSelect(input: HTMLInputElement | null) {
  input?.focus();
  input?.select();
}

/** Sign-in (spec 1 §2, §4, §5). */
export function LoginPage({ returnUrl }: { returnUrl?: string | undefined }) {
  const t = useT(authText);
  const navigate = useNavigate();
  const { pending, codeNeeded, setup, signIn } = useLogin(() => {
    void navigate({ to: resolveReturnUrl(returnUrl), replace: true });
  });
  const [values, setValues] = useState<LoginValues>({ userName: '', password: '', totp: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const userNameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const tokenRef = useRef<HTMLInputElement>(null);
  const fields = { userName: userNameRef, password: passwordRef, totp: tokenRef };

  // The sign-in request's declaration, fetched while the user types rather than on submit.
  useEffect(() => {
    void loadAuthApi();
  }, []);

  // Spec 1 §2: the Token field receives focus when it appears.
  useEffect(() => {
    if (codeNeeded) focusAndSelect(tokenRef.current);
  }, [codeNeeded]);

  const field = (name: keyof LoginValues) => ({
    ref: fields[name],
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => {
      const value = e.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      if (errors[name]) setErrors((all) => ({ ...all, [name]: undefined }));
    },
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = await loginErrors(values, codeNeeded);
    setErrors(found);
    const first = (['userName', 'password', 'totp'] as const).find((name) => found[name]);
    if (first) {
      fields[first].current?.focus();
      return;
    }
    const outcome = await signIn(values);
    if (outcome === 'failed' && codeNeeded) focusAndSelect(tokenRef.current);
  }

  const completeSetup = (code: string) =>
    signIn({ userName: values.userName, password: values.password, totp: code });

  return (
    <AuthLayout title={t('signIn')}>
      <form onSubmit={(e) => void onSubmit(e)} className="grid gap-4" noValidate>
        <InputField label={t('userName')} autoComplete="username" required autoFocus {...field('userName')} />
        <InputField
          label={t('password')}
          type="password"
          autoComplete="current-password"
          required
          {...field('password')}
        />
        {codeNeeded && (
          <InputField
            label={t('token')}
            maxLength={CODE_LENGTH}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            {...field('totp')}
          />
        )}
        <Button type="submit" disabled={pending} className="w-full">
          {pending ? t('loading') : t('login')}
        </Button>
      </form>
      {setup && (
        <Suspense fallback={null}>
          <TwoFactorSetupDialog setup={setup} processing={pending} onComplete={completeSetup} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
