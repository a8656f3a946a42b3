import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { accountsApi, fillMessage, messages } from '@console/contract';
import { FormDialog } from '@/components/form-dialog';
import { InputField } from '@/components/field';
import { Ltr } from '@/components/ltr';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { withElements } from '@/components/with-elements';
import { contractText } from '@/lib/contract-messages';
import { formatAmount } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { applyServerErrors } from '@/lib/server-errors';
import { accountsText } from './accounts-messages';
import { useAccountLimit, useSetLimit } from './api/account-limit';
import type { AccountDialogProps } from './link-account-dialog';

const schema = accountsApi.setLimitBody.pick({ limit: true });
type Values = z.input<typeof schema>;

/** Set Daily Limit (spec 2 §2): the current DahabPlus limit, and a new one as an exact decimal. */
export function SetLimitDialog(props: AccountDialogProps) {
  const t = useT(accountsText);
  return (
    <FormDialog
      open={props.open}
      onOpenChange={(next) => !next && props.onClose()}
      title={t('setDailyLimit')}
      description={withElements((values) => t('limitAbout', values), {
        account: <Ltr>{props.account.account}</Ltr>,
      })}
    >
      <SetLimitForm {...props} />
    </FormDialog>
  );
}

function SetLimitForm({ organizationId, account, customer, onClose }: AccountDialogProps) {
  const t = useT(accountsText);
  const tc = useT(contractText);
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
    <form noValidate aria-label={t('setDailyLimit')} className="grid gap-5" onSubmit={(e) => void submit(e)}>
      <p role="status" className="text-sm">
        {current.isError ? (
          <span className="text-destructive">{tc('limitFetchFailed')}</span>
        ) : bound ? (
          <>
            {withElements((values) => t('currentLimit', values), {
              limit: (
                <span className="font-medium tabular-nums">
                  {bound.limit ? <Ltr>{formatAmount(bound.limit, bound.currency)}</Ltr> : t('notSet')}
                </span>
              ),
            })}
            {/* One text, as the tests read it: the Arabic translation keeps its amount left to right. */}
            <span className="text-muted-foreground">
              {' '}
              {t('atMost', { max: formatAmount(bound.maxLimit, bound.currency) })}
            </span>
          </>
        ) : (
          tc('fetchingData')
        )}
      </p>
      <InputField
        label={t('newDailyLimit')}
        inputMode="decimal"
        autoComplete="off"
        error={form.formState.errors.limit?.message}
        {...form.register('limit')}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={set.isPending}>
          {set.isPending ? t('saving') : t('setLimit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
