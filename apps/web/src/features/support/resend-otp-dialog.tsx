import { useState } from 'react';
import { messages, type mbankingSupportApi } from '@console/contract';
import { Field } from '@/components/field';
import { FormDialog, FormDialogSubmit } from '@/components/form-dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useOtpChannels } from './api/otp-channels';
import { useResendOtp } from './api/support-actions';

type Channel = mbankingSupportApi.OtpChannelOption;
const keyOf = (c: Channel) => `${c.channel}:${c.value}`;

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
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Resend OTP"
      description="Choose where the user's pending OTP is sent again."
    >
      <ResendOtpForm userId={userId} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function ResendOtpForm({ userId, onDone }: { userId: string; onDone: () => void }) {
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
      <Field id="resend-channel" label="Channel" error={error}>
        <Select
          value={chosen}
          onValueChange={(v) => {
            setChosen(v);
            setError(undefined);
          }}
          disabled={channels.isPending}
        >
          <SelectTrigger id="resend-channel" className="w-full" aria-invalid={error ? true : undefined}>
            <SelectValue placeholder={channels.isPending ? messages.fetchingData : 'Select a channel'} />
          </SelectTrigger>
          <SelectContent>
            {options.map((c) => (
              <SelectItem key={keyOf(c)} value={keyOf(c)}>
                {c.channel}: {c.value}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <FormDialogSubmit pending={resend.isPending} pendingLabel="Sending...">
        Resend OTP
      </FormDialogSubmit>
    </form>
  );
}
