import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { applicationsApi } from '@console/contract';

/** The optional customer fields of Step 3, all typed as text in the form. */
export const optionalCustomerFields = [
  'telephone',
  'title',
  'gender',
  'dateOfBirth',
  'nationality',
  'country',
  'city',
  'address',
  'motherName',
  'employment',
  'employer',
  'salary',
  'salaryFrequency',
  'totalIncome',
  'totalNetWorth',
  'nomineeName',
  'nomineeAddress',
  'nomineeRelationship',
] as const;
type OptionalCustomerField = (typeof optionalCustomerFields)[number];

export interface NewApplicationValues {
  organizationId: string;
  accountType: string;
  currency: string;
  branchCode: string;
  language: string;
  mobile: string;
  oTP: string;
  customer: { name: string; email: string } & Record<OptionalCustomerField, string>;
}

export type NewApplicationOutput = z.output<typeof applicationsApi.createApplicationBody>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Blank optional fields are absent, not empty text (an empty salary is not 0). */
function blanksToNull(values: unknown): unknown {
  if (!isRecord(values) || !isRecord(values.customer)) return values;
  const customer = Object.fromEntries(
    Object.entries(values.customer).map(([k, v]) => [
      k,
      k !== 'name' && k !== 'email' && typeof v === 'string' && !v.trim() ? null : v,
    ]),
  );
  // The profile speaks the application's language.
  return { ...values, customer: { ...customer, language: values.language || null } };
}

/** The contract's schema, so the form says exactly what the server says (spec 2 §5). */
export const newApplicationSchema = z.preprocess(blanksToNull, applicationsApi.createApplicationBody);

// The preprocess step takes the form's text values; the contract schema types the output.
export const newApplicationResolver: Resolver<NewApplicationValues, unknown, NewApplicationOutput> =
  zodResolver(newApplicationSchema as unknown as z.ZodType<NewApplicationOutput, NewApplicationValues>);

export function emptyApplication(
  organizationId: string,
  mobile: string,
  branchCode: string,
): NewApplicationValues {
  return {
    organizationId,
    accountType: '',
    currency: '',
    branchCode,
    language: '',
    mobile,
    oTP: '',
    customer: {
      name: '',
      email: '',
      ...(Object.fromEntries(optionalCustomerFields.map((f) => [f, ''])) as Record<
        OptionalCustomerField,
        string
      >),
    },
  };
}
