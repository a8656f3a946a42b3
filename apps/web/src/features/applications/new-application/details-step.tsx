import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { organizationsApi } from '@console/contract';
import { Input } from '@/components/ui/input';
import { useT } from '@/lib/i18n';
import { accountTypeOptions, currencyOptions, languageOptions } from '../account-options';
import { Field } from '@/components/field';
import { LookupSelect } from '@/components/lookup-select';
import type { LookupName } from '@/lib/lookup-messages';
import { newApplicationText } from './messages';
import type { NewApplicationOutput, NewApplicationValues } from './new-application-schema';
import { WizardStep } from './wizard-step';

/** The fields of step 1, checked before the OTP of step 2 is sent. */
export const detailFields = ['organizationId', 'accountType', 'currency', 'language'] as const;

/**
 * Step 1: organization, account type, currency, language and the branch (spec 2 §5 dependencies:
 * account types wait for an organization that has some, currencies for an account type, and a new
 * organization resets the account type).
 */
export function DetailsStep({
  form,
  organizations,
}: {
  form: UseFormReturn<NewApplicationValues, unknown, NewApplicationOutput>;
  organizations: readonly organizationsApi.Organization[];
}) {
  const t = useT(newApplicationText);
  const [organizationId, accountType] = useWatch({
    control: form.control,
    name: ['organizationId', 'accountType'],
  });
  const org = organizations.find((o) => o.id === organizationId);
  const types = accountTypeOptions(org);
  const currencies = currencyOptions(org, accountType);
  const languages = languageOptions(org);
  const errors = form.formState.errors;
  const select = (
    name: (typeof detailFields)[number],
    id: string,
    label: string,
    placeholder: string,
    items: { id: string; name: string }[],
    lookup: LookupName | null,
    disabled: boolean,
    after?: (value: string) => void,
  ) => {
    const error = errors[name]?.message;
    return (
      <Field id={id} label={label} error={error}>
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <LookupSelect
              id={id}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                after?.(value);
                // A message shown by the check before sending goes once the field is fixed.
                if (error) void form.trigger(name);
              }}
              items={items}
              lookup={lookup}
              placeholder={placeholder}
              disabled={disabled}
              invalid={Boolean(error)}
              describedBy={error ? `${id}-error` : undefined}
            />
          )}
        />
      </Field>
    );
  };

  return (
    <WizardStep step={1} title={t('detailsTitle')} description={t('detailsIntro')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {select(
          'organizationId',
          'application-organization',
          t('organization'),
          t('selectOrganization'),
          organizations.map((o) => ({ id: o.id, name: o.name })),
          null,
          false,
          () => {
            form.setValue('accountType', '');
            form.setValue('currency', '');
            form.setValue('language', '');
          },
        )}
        {select(
          'accountType',
          'application-account-type',
          t('accountType'),
          t('selectAccountType'),
          types,
          null,
          types.length === 0,
          () => form.setValue('currency', ''),
        )}
        {select(
          'currency',
          'application-currency',
          t('currency'),
          t('selectCurrency'),
          currencies,
          null,
          !accountType,
        )}
        {select(
          'language',
          'application-language',
          t('language'),
          t('selectLanguage'),
          languages,
          'Language',
          languages.length === 0,
        )}
        <Field id="application-branch" label={t('branch')}>
          <Controller
            control={form.control}
            name="branchCode"
            render={({ field }) => (
              <Input
                id="application-branch"
                value={field.value}
                readOnly
                disabled
                placeholder={t('noBranch')}
              />
            )}
          />
        </Field>
      </div>
    </WizardStep>
  );
}
