import { useState } from 'react';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { WandSparklesIcon } from 'lucide-react';
import type { merchantsApi } from '@console/contract';
import { Field, InputField, invalidProps } from '@/components/field';
import { FormDialog, FormDialogSubmit } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Ltr } from '@/components/ltr';
import { withElements } from '@/components/with-elements';
import { useT } from '@/lib/i18n';
import { applyServerErrors } from '@/lib/server-errors';
import { generateMerchantCode, useCreateMerchant, useUpdateMerchant } from './api/save-merchant';
import {
  createMerchantSchema,
  editMerchantSchema,
  type CreateMerchantInput,
  type CreateMerchantOutput,
  type EditMerchantInput,
  type EditMerchantOutput,
} from './merchant-form-schema';
import { merchantsText } from './messages';

export type MerchantFormTarget =
  | { kind: 'create'; organizationId: string; accountNo: string }
  | { kind: 'edit'; merchant: merchantsApi.Merchant };

/** Create Merchant and Edit Merchant (spec 2 §2, §5): one dialog, the code fixed on edit. */
export function MerchantFormDialog({
  target,
  onOpenChange,
}: {
  target: MerchantFormTarget | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(merchantsText);
  const done = () => onOpenChange(false);
  return (
    <FormDialog
      open={target !== null}
      onOpenChange={onOpenChange}
      title={target?.kind === 'edit' ? t('editMerchant') : t('createMerchant')}
      description={
        target?.kind === 'edit'
          ? t('editHelp')
          : target &&
            withElements((values) => t('createHelp', values), { account: <Ltr>{target.accountNo}</Ltr> })
      }
    >
      {target?.kind === 'create' && <CreateMerchantForm target={target} onDone={done} />}
      {target?.kind === 'edit' && <EditMerchantForm merchant={target.merchant} onDone={done} />}
    </FormDialog>
  );
}

const FIELDS = ['name', 'phone', 'email'] as const;

function ContactFields({
  register,
  errors,
}: {
  register: UseFormRegister<EditMerchantInput>;
  errors: FieldErrors<EditMerchantInput>;
}) {
  const t = useT(merchantsText);
  return (
    <>
      <InputField
        id="merchant-name"
        label={t('merchantName')}
        error={errors.name?.message}
        {...register('name')}
      />
      <InputField
        id="merchant-phone"
        label={t('mobileNumber')}
        type="tel"
        dir="ltr"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <InputField
        id="merchant-email"
        label={t('email')}
        type="email"
        error={errors.email?.message}
        {...register('email')}
      />
    </>
  );
}

function CreateMerchantForm({
  target,
  onDone,
}: {
  target: { organizationId: string; accountNo: string };
  onDone: () => void;
}) {
  const form = useForm<CreateMerchantInput, unknown, CreateMerchantOutput>({
    resolver: zodResolver(createMerchantSchema),
    defaultValues: { name: '', phone: '', email: '', code: '' },
  });
  const t = useT(merchantsText);
  const create = useCreateMerchant();
  const [generating, setGenerating] = useState(false);
  const errors = form.formState.errors;
  const generate = async () => {
    setGenerating(true);
    try {
      const { code } = await generateMerchantCode(target.organizationId);
      form.setValue('code', code, { shouldValidate: true });
    } catch {
      // The API client has shown the error.
    } finally {
      setGenerating(false);
    }
  };
  const submit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync({
        ...body,
        organizationId: target.organizationId,
        accountNo: target.accountNo,
      });
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, [...FIELDS, 'code']);
    }
  });
  const codeError = errors.code?.message;
  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <Field id="merchant-code" label={t('codeOptional')} error={codeError}>
        <div className="flex gap-2">
          <Input
            id="merchant-code"
            dir="ltr"
            inputMode="numeric"
            autoComplete="off"
            {...invalidProps('merchant-code', codeError)}
            {...form.register('code')}
          />
          <Button type="button" variant="outline" disabled={generating} onClick={() => void generate()}>
            <WandSparklesIcon aria-hidden="true" />
            {generating ? t('generating') : t('generate')}
          </Button>
        </div>
      </Field>
      <ContactFields register={form.register} errors={errors} />
      <FormDialogSubmit pending={create.isPending} />
    </form>
  );
}

function EditMerchantForm({ merchant, onDone }: { merchant: merchantsApi.Merchant; onDone: () => void }) {
  const form = useForm<EditMerchantInput, unknown, EditMerchantOutput>({
    resolver: zodResolver(editMerchantSchema),
    defaultValues: { name: merchant.description, phone: merchant.mobileNo, email: merchant.email },
  });
  const t = useT(merchantsText);
  const update = useUpdateMerchant();
  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: merchant.id, body: { ...body, rowVersion: merchant.rowVersion } });
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });
  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <Field id="merchant-code" label={t('code')}>
        <Input
          id="merchant-code"
          dir={merchant.code ? 'ltr' : undefined}
          value={merchant.code ?? ''}
          placeholder={t('none')}
          disabled
          readOnly
        />
      </Field>
      <ContactFields register={form.register} errors={form.formState.errors} />
      <FormDialogSubmit pending={update.isPending} />
    </form>
  );
}
