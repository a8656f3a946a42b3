import { useEffect, useId, useRef, useState } from 'react';
import { CheckIcon, LoaderCircleIcon, SendIcon } from 'lucide-react';
import { messages, type OtpOperation } from '@console/contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { alertError } from '@/lib/alert';
import { translateText, useT } from '@/lib/i18n';
import { useSendOtp } from '@/lib/send-otp';
import { Ltr } from './ltr';
import { componentsText } from './messages';
import { withElements } from './with-elements';

export interface OtpFieldProps {
  organizationId: string | null | undefined;
  /** The phone the code goes to; shown disabled (spec 2 §5). */
  phone: string;
  /** The number on record: the phone may only gain a country-code prefix in front of it. */
  originalPhone?: string;
  operation: OtpOperation;
  /** The core customer the code is bound to, when there is one. */
  customerId?: string | null;
  value: string;
  onChange: (code: string) => void;
  /** Told whether a code has been sent; callers keep their submit disabled until it is. */
  onSentChange?: (sent: boolean) => void;
  /** Checks the caller's own fields before a code goes out; false sends nothing (the caller shows why). */
  beforeSend?: () => Promise<boolean>;
  error?: string;
  disabled?: boolean;
}

export const OTP_LENGTH = 6;

/** What must hold before a code is sent; returns the message to show, or null (spec 2 §5). */
export function otpPhoneProblem(
  organizationId: string | null | undefined,
  phone: string | null | undefined,
  originalPhone?: string,
): { text: string; browserAlert: boolean } | null {
  if (!organizationId || phone === undefined || phone === null)
    return { text: messages.orgOrPhoneMissing, browserAlert: false };
  const current = phone.trim();
  if (!current) return { text: messages.phoneUnavailableForOtp, browserAlert: false };
  const original = originalPhone?.trim();
  if (original && !current.endsWith(original)) return { text: messages.countryCodeOnly, browserAlert: true };
  return null;
}

/**
 * The phone-verification step shared by every OTP flow: the mobile number (read-only), a send
 * button (Send OTP → Sending... → OTP Sent, which sends a new code when pressed again) and the
 * 6-digit code. A change of organization, phone, operation or customer asks for a new code.
 */
export function OtpField(props: OtpFieldProps) {
  const { organizationId, phone, originalPhone, operation, customerId, value, onChange, error, disabled } =
    props;
  const t = useT(componentsText);
  const id = useId();
  const send = useSendOtp();
  const target = [organizationId ?? '', phone, operation, customerId ?? ''].join('|');
  const [sentFor, setSentFor] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState('');
  const sent = sentFor === target;

  const onSentChange = useRef(props.onSentChange);
  useEffect(() => {
    onSentChange.current = props.onSentChange;
  });
  useEffect(() => {
    onSentChange.current?.(sent);
  }, [sent]);

  const sendCode = async () => {
    if (props.beforeSend && !(await props.beforeSend())) return;
    const problem = otpPhoneProblem(organizationId, phone, originalPhone);
    if (problem) {
      if (problem.browserAlert) window.alert(translateText(problem.text));
      alertError(problem.text);
      return;
    }
    send.mutate(
      {
        organizationId: organizationId ?? '',
        phone: phone.trim(),
        operation,
        customerId: customerId ?? null,
      },
      {
        onSuccess: (answer) => {
          setSentFor(target);
          setSentTo(answer.sentTo);
        },
      },
    );
  };

  const codeError = error ? `${id}-code-error` : undefined;
  return (
    <div data-slot="otp-field" className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-phone`}>{t('mobileNumber')}</Label>
        <div className="flex gap-2">
          <Input id={`${id}-phone`} value={phone} disabled readOnly dir="ltr" className="flex-1" />
          <Button
            variant={sent ? 'secondary' : 'default'}
            disabled={disabled || send.isPending}
            onClick={() => void sendCode()}
            title={sent ? t('sendNewCode') : undefined}
          >
            {send.isPending ? (
              <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
            ) : sent ? (
              <CheckIcon aria-hidden="true" />
            ) : (
              <SendIcon aria-hidden="true" />
            )}
            {send.isPending ? t('sendingOtp') : sent ? t('otpSent') : t('sendOtp')}
          </Button>
        </div>
        {sent && (
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {withElements((values) => t('codeSentTo', values), { phone: <Ltr>{sentTo || phone}</Ltr> })}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-code`}>{t('otp')}</Label>
        <Input
          id={`${id}-code`}
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          placeholder={t('otpPlaceholder')}
          disabled={disabled || !sent}
          className="tracking-[0.3em] tabular-nums"
          aria-invalid={error ? true : undefined}
          aria-describedby={codeError}
        />
        {error && (
          <p id={codeError} role="alert" className="text-sm text-destructive">
            {translateText(error)}
          </p>
        )}
      </div>
    </div>
  );
}
