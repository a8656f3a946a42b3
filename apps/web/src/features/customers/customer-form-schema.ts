import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { customersApi } from '@console/contract';

/** The editable fields (spec 2 §3: the payload without status; the mobile is fixed). */
export type CustomerFieldName = keyof typeof customersApi.customerFields;
export const customerFieldNames = Object.keys(customersApi.customerFields) as CustomerFieldName[];

/** What the inputs hold: text, with '' for an empty field. */
export type CustomerFormValues = Record<CustomerFieldName, string>;
export type CustomerFormOutput = z.output<typeof customersApi.customerPayload>;

export const emptyCustomerForm = Object.fromEntries(
  customerFieldNames.map((n) => [n, '']),
) as CustomerFormValues;

/** The form's values for a stored profile. */
export function toFormValues(customer: customersApi.Customer): CustomerFormValues {
  const values = { ...emptyCustomerForm };
  for (const name of customerFieldNames) {
    const v = customer[name];
    values[name] = v === null || v === undefined ? '' : String(v);
  }
  return values;
}

/** Empty inputs mean "not given": null, so an empty amount is not read as 0; a yes or no is a boolean. */
function toPayloadInput(values: CustomerFormValues): customersApi.CustomerPayload {
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      v.trim() === '' ? null : k === 'pepSelfDeclared' ? v === 'true' : v,
    ]),
  ) as customersApi.CustomerPayload;
}

const contractResolver = zodResolver(customersApi.customerPayload);

/** The contract's customerPayload schema, so the form and the server give the same messages. */
export const customerFormResolver: Resolver<CustomerFormValues, unknown, CustomerFormOutput> = (
  values,
  context,
  options,
) =>
  contractResolver(toPayloadInput(values), context, options as never) as ReturnType<
    Resolver<CustomerFormValues, unknown, CustomerFormOutput>
  >;
