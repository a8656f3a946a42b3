import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { mbankingSupportApi } from '@console/contract';
import { Field, invalidProps } from '@/components/field';
import { FormDialog, FormDialogSubmit } from '@/components/form-dialog';
import { Ltr } from '@/components/ltr';
import { Textarea } from '@/components/ui/textarea';
import { withElements } from '@/components/with-elements';
import { useT } from '@/lib/i18n';
import { useBlockUser, type BlockBody } from './api/support-actions';
import { supportText } from './messages';

/** Block: a reason is required (spec 2 §2); the user's data reloads after it. */
export function BlockUserDialog({
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
      title={t('blockTitle')}
      description={withElements((values) => t('blockDescription', values), { userId: <Ltr>{userId}</Ltr> })}
    >
      <BlockUserForm userId={userId} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function BlockUserForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const t = useT(supportText);
  const block = useBlockUser();
  const form = useForm<BlockBody>({
    resolver: zodResolver(mbankingSupportApi.blockUser.body),
    defaultValues: { userId, reason: '' },
  });
  const error = form.formState.errors.reason?.message;
  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={form.handleSubmit(async (body) => {
        try {
          await block.mutateAsync(body);
          onDone();
        } catch {
          // The API client has shown the server's answer.
        }
      })}
    >
      <Field id="block-reason" label={t('reason')} error={error}>
        <Textarea
          id="block-reason"
          rows={3}
          {...invalidProps('block-reason', error)}
          {...form.register('reason')}
        />
      </Field>
      <FormDialogSubmit pending={block.isPending} pendingLabel={t('blocking')}>
        {t('block')}
      </FormDialogSubmit>
    </form>
  );
}
