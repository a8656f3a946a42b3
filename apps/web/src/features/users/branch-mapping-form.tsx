import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { messages, type usersApi } from '@console/contract';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useT } from '@/lib/i18n';
import { useCreateBranchMapping } from './api/create-branch-mapping';
import { useOrganizationBranches, useOrganizations } from '@/lib/organizations';
import { useUpdateBranchMapping } from './api/update-branch-mapping';
import { Field } from '@/components/field';
import { usersText } from './messages';

const schema = z.object({
  organizationId: z.string().min(1, messages.organizationRequired),
  branchId: z.string().min(1, messages.branchRequired),
});
type Values = z.infer<typeof schema>;

/** Adds a mapping, or moves `editing` to another branch. */
export function BranchMappingForm({
  userId,
  editing,
  onDone,
}: {
  userId: string;
  editing: usersApi.BranchMapping | null;
  onDone: () => void;
}) {
  const t = useT(usersText);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { organizationId: editing?.organizationId ?? '', branchId: editing?.branchId ?? '' },
  });
  const organizations = useOrganizations();
  const organizationId = form.watch('organizationId');
  const branches = useOrganizationBranches(organizationId || undefined);
  const create = useCreateBranchMapping();
  const update = useUpdateBranchMapping();
  const busy = create.isPending || update.isPending;

  const submit = form.handleSubmit(async (values) => {
    if (editing)
      await update.mutateAsync({ id: editing.id, body: { ...values, rowVersion: editing.rowVersion } });
    else await create.mutateAsync({ userId, ...values });
    form.reset({ organizationId: '', branchId: '' });
    onDone();
  });

  return (
    <form
      noValidate
      aria-label={editing ? t('editBranchMapping') : t('addBranchMapping')}
      className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]"
      onSubmit={(e) => void submit(e).catch(() => undefined)}
    >
      <Controller
        control={form.control}
        name="organizationId"
        render={({ field, fieldState }) => (
          <Field id="mapping-organization" label={t('organization')} error={fieldState.error?.message}>
            <Select
              value={field.value}
              onValueChange={(value) => {
                field.onChange(value);
                form.setValue('branchId', '');
              }}
            >
              <SelectTrigger
                id="mapping-organization"
                className="w-full"
                aria-invalid={fieldState.error ? true : undefined}
              >
                <SelectValue placeholder={t('selectOrganization')} />
              </SelectTrigger>
              <SelectContent>
                {organizations.data?.map((o) => (
                  <SelectItem key={o.id} value={o.id}>
                    {o.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
        )}
      />
      <Controller
        control={form.control}
        name="branchId"
        render={({ field, fieldState }) => (
          <Field id="mapping-branch" label={t('branch')} error={fieldState.error?.message}>
            <Select value={field.value} onValueChange={field.onChange} disabled={!organizationId}>
              <SelectTrigger
                id="mapping-branch"
                className="w-full"
                aria-invalid={fieldState.error ? true : undefined}
              >
                <SelectValue placeholder={t('selectBranch')} />
              </SelectTrigger>
              <SelectContent>
                {branches.data?.map((b) => (
                  <SelectItem key={b.id} value={b.id}>
                    {t('branchWithCode', { branchName: b.name, branchCode: b.code })}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
        )}
      />
      <div className="flex gap-2 sm:mt-[1.375rem]">
        <Button type="submit" disabled={busy}>
          {editing ? t('save') : t('add')}
        </Button>
        {editing && (
          <Button variant="outline" onClick={onDone}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
