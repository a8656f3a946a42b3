import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { accountsApi, fillMessage, messages } from '@console/contract';
import { FormDialog } from '@/components/form-dialog';
import { InputField } from '@/components/field';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { formatAmount } from '@/lib/format';
import { applyServerErrors } from '@/lib/server-errors';
import { useAccountLimit, useSetLimit } from './api/account-limit';
import type { AccountDialogProps } from './link-account-dialog';

const schema = accountsApi.setLimitBody.pick({ limit: true });
type Values = z.input<typeof schema>;

/** Set Daily Limit (spec 2 §2): the current DahabPlus limit, and a new one as an exact decimal. */
export function SetLimitDialog(props: AccountDialogProps) {
  return (
    <FormDialog
      open={props.open}
      onOpenChange={(next) => !next && props.onClose()}
      title="Set Daily Limit"
      description={`DahabPlus daily limit of account ${props.account.account}.`}
    >
      <SetLimitForm {...props} />
    </FormDialog>
  );
}

function SetLimitForm({ organizationId, account, customer, onClose }: AccountDialogProps) {
  const current = useAccountLimit({
    org: organizationId,
    phone: customer.mobile,
    account: account.account,
    accountType: account.accountType,
  });
  const set = useSetLimit();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { limit: '' } });
  const bound = current.data;
  const submit = form.handleSubmit(async ({ limit }) => {
    const wanted = limit.trim();
    if (bound && accountsApi.compareDecimal(wanted, bound.maxLimit) > 0)
      return form.setError('limit', {
        message: fillMessage(messages.limitTooHigh, {
          max: formatAmount(bound.maxLimit),
          currency: bound.currency,
        }),
      });
    try {
      await set.mutateAsync({
        orgId: organizationId,
        accountNo: account.account,
        mobile: customer.mobile,
        accountType: account.accountType,
        limit: wanted,
      });
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, ['limit']);
    }
  });
  return (
    <form noValidate aria-label="Set Daily Limit" className="grid gap-5" onSubmit={(e) => void submit(e)}>
      <p role="status" className="text-sm">
        {current.isError ? (
          <span className="text-destructive">{messages.limitFetchFailed}</span>
        ) : bound ? (
          <>
            Current daily limit:{' '}
            <span className="font-medium tabular-nums">
              {bound.limit ? formatAmount(bound.limit, bound.currency) : 'Not set'}
            </span>
            <span className="text-muted-foreground">
              {' '}
              (at most {formatAmount(bound.maxLimit, bound.currency)})
            </span>
          </>
        ) : (
          messages.fetchingData
        )}
      </p>
      <InputField
        label="New Daily Limit"
        inputMode="decimal"
        autoComplete="off"
        error={form.formState.errors.limit?.message}
        {...form.register('limit')}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={set.isPending}>
          {set.isPending ? 'Saving...' : 'Set Limit'}
        </Button>
      </DialogFooter>
    </form>
  );
}
