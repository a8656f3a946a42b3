import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { customersApi } from '@console/contract';

/** The editable fields (spec 2 §3: the payload without status; the mobile is fixed). */
export type CustomerFieldName = keyof typeof customersApi.customerFields;
export const customerFieldNames = Object.keys(customersApi.customerFields) as CustomerFieldName[];

/** What the inputs hold: text, with '' for an empty field. */
export type CustomerFormValues = Record<CustomerFieldName, string>;
export type CustomerFormOutput = z.output<typeof customersApi.customerUpdatePayload>;

/**
 * The fields the server masks that the form edits (docs/personal-data.md). They start empty, as
 * the form never holds their values; left empty, they are left out and keep what is stored.
 */
export const maskedFormFields: readonly CustomerFieldName[] = customersApi.maskedCustomerFields.filter(
  (f): f is Exclude<customersApi.MaskedCustomerField, 'mobile'> => f !== 'mobile',
);
const isMasked = (name: string) => (maskedFormFields as readonly string[]).includes(name);

export const emptyCustomerForm = Object.fromEntries(
  customerFieldNames.map((n) => [n, '']),
) as CustomerFormValues;

/** The form's values for a stored profile. */
export function toFormValues(customer: customersApi.Customer): CustomerFormValues {
  const values = { ...emptyCustomerForm };
  for (const name of customerFieldNames) {
    if (isMasked(name)) continue;
    const v = customer[name];
    values[name] = v === null || v === undefined ? '' : String(v);
  }
  return values;
}

/**
 * Empty inputs mean "not given": null, so an empty amount is not read as 0; a yes or no is a
 * boolean. An empty masked field is left out, so the stored value stays.
 */
function toPayloadInput(values: CustomerFormValues): customersApi.CustomerUpdatePayload {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([k, v]) => !(isMasked(k) && v.trim() === ''))
      .map(([k, v]) => [k, v.trim() === '' ? null : k === 'pepSelfDeclared' ? v === 'true' : v]),
  ) as customersApi.CustomerUpdatePayload;
}

const contractResolver = zodResolver(customersApi.customerUpdatePayload);

/** The contract's customerUpdatePayload schema, so the form and the server give the same messages. */
export const customerFormResolver: Resolver<CustomerFormValues, unknown, CustomerFormOutput> = (
  values,
  context,
  options,
) =>
  contractResolver(toPayloadInput(values), context, options as never) as ReturnType<
    Resolver<CustomerFormValues, unknown, CustomerFormOutput>
  >;
