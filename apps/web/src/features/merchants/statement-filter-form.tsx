import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { FilterIcon } from 'lucide-react';
import { merchantsApi, messages } from '@console/contract';
import { InputField } from '@/components/field';
import { Button } from '@/components/ui/button';

const schema = z
  .object({
    from: z.iso.date(messages.statementFromRequired),
    to: z.iso.date(messages.statementToRequired),
    merchantCode: z.union([z.literal(''), merchantsApi.merchantCode]),
  })
  .superRefine((v, ctx) => {
    const problem = merchantsApi.statementRangeProblem({
      from: `${v.from}T00:00:00.000Z`,
      to: `${v.to}T23:59:59.999Z`,
    });
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['to'] });
  });
export type StatementFilterValues = z.infer<typeof schema>;

/** The date range, and the merchant code for users who may monitor every merchant. */
export function StatementFilterForm({
  initial,
  canMonitor,
  onApply,
}: {
  initial: StatementFilterValues;
  canMonitor: boolean;
  onApply: (values: StatementFilterValues) => void;
}) {
  const form = useForm<StatementFilterValues>({ resolver: zodResolver(schema), defaultValues: initial });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      role="search"
      aria-label="Statement filter"
      className="grid items-start gap-4 rounded-lg border bg-card p-4 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:p-5"
      onSubmit={form.handleSubmit(onApply)}
    >
      <InputField
        id="statement-from"
        label="From"
        type="date"
        error={errors.from?.message}
        {...form.register('from')}
      />
      <InputField
        id="statement-to"
        label="To"
        type="date"
        error={errors.to?.message}
        {...form.register('to')}
      />
      {canMonitor ? (
        <InputField
          id="statement-merchant-code"
          label="Merchant code"
          inputMode="numeric"
          autoComplete="off"
          error={errors.merchantCode?.message}
          {...form.register('merchantCode')}
        />
      ) : (
        <span aria-hidden="true" />
      )}
      <Button type="submit" className="sm:mt-[1.375rem]">
        <FilterIcon aria-hidden="true" />
        Apply
      </Button>
    </form>
  );
}
