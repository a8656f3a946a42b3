import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SearchIcon } from 'lucide-react';
import type { organizationsApi } from '@console/contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { translateText, useT } from '@/lib/i18n';
import { inquiryFormSchema, type InquiryFormValues } from './inquiry-form-schema';
import { inquiryText } from './messages';

/**
 * Organization and mobile number; Search Customer needs both. A single organization is chosen
 * for the user (spec 2 §2).
 */
export function InquirySearchForm({
  organizations,
  initial,
  onSearch,
}: {
  organizations: readonly organizationsApi.Organization[] | undefined;
  initial: Partial<InquiryFormValues>;
  onSearch: (values: InquiryFormValues) => void;
}) {
  const t = useT(inquiryText);
  const form = useForm<InquiryFormValues>({
    resolver: zodResolver(inquiryFormSchema),
    defaultValues: { organizationId: initial.organizationId ?? '', mobile: initial.mobile ?? '' },
  });
  const [organizationId, mobile] = useWatch({ control: form.control, name: ['organizationId', 'mobile'] });
  const only = organizations?.length === 1 ? organizations[0] : undefined;
  useEffect(() => {
    if (only && !form.getValues('organizationId')) form.setValue('organizationId', only.id);
  }, [only, form]);
  const mobileError = form.formState.errors.mobile?.message;

  return (
    <form
      noValidate
      role="search"
      aria-label={t('searchLabel')}
      className="grid items-start gap-4 rounded-lg border bg-card p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:p-5"
      onSubmit={form.handleSubmit(onSearch)}
    >
      <div className="grid gap-2">
        <Label htmlFor="inquiry-organization">{t('organization')}</Label>
        <Controller
          control={form.control}
          name="organizationId"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id="inquiry-organization" className="w-full">
                <SelectValue placeholder={t('selectOrganization')} />
              </SelectTrigger>
              <SelectContent>
                {organizations?.map((o) => (
                  <SelectItem key={o.id} value={o.id}>
                    {o.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="inquiry-mobile">{t('mobileNumber')}</Label>
        <Input
          id="inquiry-mobile"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          dir="ltr"
          placeholder="+252615550001"
          aria-invalid={mobileError ? true : undefined}
          aria-describedby={mobileError ? 'inquiry-mobile-error' : undefined}
          {...form.register('mobile')}
        />
        {mobileError && (
          <p id="inquiry-mobile-error" role="alert" className="text-sm text-destructive">
            {translateText(mobileError)}
          </p>
        )}
      </div>
      <Button type="submit" className="sm:mt-[1.375rem]" disabled={!organizationId || !mobile.trim()}>
        <SearchIcon aria-hidden="true" />
        {t('searchCustomer')}
      </Button>
    </form>
  );
}
