import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { SearchIcon } from 'lucide-react';
import { messages, type organizationsApi } from '@console/contract';
import { Field, invalidProps } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useT } from '@/lib/i18n';
import type { MerchantSearchKind } from './merchant-inquiry-search';
import { merchantsText } from './messages';

const schema = z
  .object({
    organizationId: z.string().min(1, messages.organizationRequired),
    by: z.enum(['account', 'code']),
    identifier: z.string().trim().min(1, messages.merchantIdentifierRequired),
  })
  .superRefine((v, ctx) => {
    if (v.by === 'code' && !/^\d{1,12}$/.test(v.identifier))
      ctx.addIssue({ code: 'custom', message: messages.merchantCodeDigits, path: ['identifier'] });
    if (v.by === 'account' && !/^[A-Za-z0-9-]{1,34}$/.test(v.identifier))
      ctx.addIssue({ code: 'custom', message: messages.accountNumberRequired, path: ['identifier'] });
  });
export type MerchantSearchValues = z.infer<typeof schema>;

/** Organization plus an account number or a merchant code (spec 2 §2). */
export function MerchantSearchForm({
  organizations,
  initial,
  onSearch,
}: {
  organizations: readonly organizationsApi.Organization[];
  initial: { organizationId?: string; by?: MerchantSearchKind; identifier?: string };
  onSearch: (values: MerchantSearchValues) => void;
}) {
  const t = useT(merchantsText);
  const form = useForm<MerchantSearchValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      organizationId: initial.organizationId ?? '',
      by: initial.by ?? 'account',
      identifier: initial.identifier ?? '',
    },
  });
  const [organizationId, identifier] = useWatch({
    control: form.control,
    name: ['organizationId', 'identifier'],
  });
  const only = organizations.length === 1 ? organizations[0] : undefined;
  useEffect(() => {
    if (only && !form.getValues('organizationId')) form.setValue('organizationId', only.id);
  }, [only, form]);
  const error = form.formState.errors.identifier?.message;

  return (
    <form
      noValidate
      role="search"
      aria-label={t('inquiryForm')}
      className="grid items-start gap-4 rounded-lg border bg-card p-4 sm:grid-cols-[minmax(0,1fr)_12rem_minmax(0,1fr)_auto] sm:p-5"
      onSubmit={form.handleSubmit(onSearch)}
    >
      <Field id="merchant-organization" label={t('organization')}>
        <Controller
          control={form.control}
          name="organizationId"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id="merchant-organization" className="w-full">
                <SelectValue placeholder={t('selectOrganization')} />
              </SelectTrigger>
              <SelectContent>
                {organizations.map((o) => (
                  <SelectItem key={o.id} value={o.id}>
                    {o.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </Field>
      <Field id="merchant-search-by" label={t('searchBy')}>
        <Controller
          control={form.control}
          name="by"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id="merchant-search-by" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="account">{t('accountNumber')}</SelectItem>
                <SelectItem value="code">{t('merchantCode')}</SelectItem>
              </SelectContent>
            </Select>
          )}
        />
      </Field>
      <Field id="merchant-identifier" label={t('identifier')} error={error}>
        <Input
          id="merchant-identifier"
          dir="ltr"
          autoComplete="off"
          inputMode="numeric"
          {...invalidProps('merchant-identifier', error)}
          {...form.register('identifier')}
        />
      </Field>
      <Button type="submit" className="sm:mt-[1.375rem]" disabled={!organizationId || !identifier.trim()}>
        <SearchIcon aria-hidden="true" />
        {t('search')}
      </Button>
    </form>
  );
}
