import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { organizationsApi } from '@console/contract';
import { InputField } from '@/components/field';
import { useT } from '@/lib/i18n';
import { SelectField } from './form-controls';
import { registerBusinessText } from './messages';
import type { RegisterOutput, RegisterValues } from './register-schema';

type Form = UseFormReturn<RegisterValues, unknown, RegisterOutput>;
type Organization = organizationsApi.Organization;

/**
 * Step 3: the business account (organization, a Business account type, its currency, language);
 * the branch is the maker's own. Account types wait for an organization, currencies for a type,
 * and a new organization resets both (spec 2 §5 dependencies).
 */
export function AccountStep({
  form,
  organizations,
  branchCode,
}: {
  form: Form;
  organizations: readonly Organization[];
  branchCode: string;
}) {
  const t = useT(registerBusinessText);
  const { control, formState, setValue } = form;
  const e = formState.errors;
  const [organizationId, accountType] = useWatch({ control, name: ['organizationId', 'accountType'] });
  const org = organizations.find((o) => o.id === organizationId);
  const types = (org?.supportedAccounts ?? []).filter((a) => a.group === 'Business');
  const currencies = (types.find((a) => a.id === accountType)?.currencies ?? []).map((c) => ({
    id: c,
    name: c,
  }));
  const languages = (org?.supportedLanguages ?? []).map((l) => ({ id: l, name: l }));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        control={control}
        name="organizationId"
        id="business-organization"
        label={t('organization')}
        items={organizations.map((o) => ({ id: o.id, name: o.name }))}
        lookup={null}
        error={e.organizationId?.message}
        onPicked={() => {
          setValue('accountType', '');
          setValue('currency', '');
          setValue('language', '');
        }}
      />
      <SelectField
        control={control}
        name="accountType"
        id="business-account-type"
        label={t('accountType')}
        items={types.map((a) => ({ id: a.id, name: a.name }))}
        lookup={null}
        error={e.accountType?.message}
        disabled={types.length === 0}
        onPicked={() => setValue('currency', '')}
      />
      <SelectField
        control={control}
        name="currency"
        id="business-currency"
        label={t('currency')}
        items={currencies}
        lookup={null}
        error={e.currency?.message}
        disabled={currencies.length === 0}
      />
      <SelectField
        control={control}
        name="language"
        id="business-language"
        label={t('language')}
        items={languages}
        lookup="Language"
        error={e.language?.message}
        disabled={languages.length === 0}
      />
      <InputField label={t('branch')} value={branchCode} readOnly disabled placeholder={t('noBranch')} />
    </div>
  );
}
