import { useState } from 'react';
import { messages, type mbankingSupportApi } from '@console/contract';
import { Field } from '@/components/field';
import { FormDialog, FormDialogSubmit } from '@/components/form-dialog';
import { Ltr } from '@/components/ltr';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { withElements } from '@/components/with-elements';
import { contractText } from '@/lib/contract-messages';
import { useT } from '@/lib/i18n';
import { useOtpChannels } from './api/otp-channels';
import { useResendOtp } from './api/support-actions';
import { supportText } from './messages';

type Channel = mbankingSupportApi.OtpChannelOption;
const keyOf = (c: Channel) => `${c.channel}:${c.value}`;
/** SMS and WhatsApp are names; an email is said in the user's language. */
const channelName = (channel: Channel['channel']) => (channel === 'Email' ? supportText.t('email') : channel);

/** Resend OTP: the user's channels (channel, value); the chosen one receives the pending OTP again. */
export function ResendOtpDialog({
  userId,
  open,
  onOpenChange,
}: {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(supportText);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('resendOtp')}
      description={t('resendDescription')}
    >
      <ResendOtpForm userId={userId} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function ResendOtpForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const t = useT(supportText);
  const tc = useT(contractText);
  const channels = useOtpChannels(userId);
  const resend = useResendOtp();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | undefined>();
  const options = channels.data ?? [];
  const submit = async () => {
    const channel = options.find((c) => keyOf(c) === chosen);
    if (!channel) {
      setError(messages.otpChannelRequired);
      return;
    }
    try {
      await resend.mutateAsync({ userId, channel: channel.channel, to: channel.value });
      onDone();
    } catch {
      // The API client has shown the server's answer.
    }
  };
  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field id="resend-channel" label={t('channel')} error={error}>
        <Select
          value={chosen}
          onValueChange={(v) => {
            setChosen(v);
            setError(undefined);
          }}
          disabled={channels.isPending}
        >
          <SelectTrigger id="resend-channel" className="w-full" aria-invalid={error ? true : undefined}>
            <SelectValue placeholder={channels.isPending ? tc('fetchingData') : t('selectChannel')} />
          </SelectTrigger>
          <SelectContent>
            {options.map((c) => (
              <SelectItem key={keyOf(c)} value={keyOf(c)}>
                {withElements((values) => t('channelOption', values), {
                  channel: channelName(c.channel),
                  value: <Ltr>{c.value}</Ltr>,
                })}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <FormDialogSubmit pending={resend.isPending} pendingLabel={t('sending')}>
        {t('resendOtp')}
      </FormDialogSubmit>
    </form>
  );
}
