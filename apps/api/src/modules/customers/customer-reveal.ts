import { customersApi, fillMessage, messages, type EndpointBody } from '@console/contract';
import type { Db } from '../../db/client.ts';
import { fail } from '../../kernel/errors.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import { maskCustomerField } from '../../platform/masking.ts';
import { inScope } from '../../platform/org-scope.ts';
import type { UserScopes } from '../users/index.ts';
import * as repo from './customers.repository.ts';

type MaskedCustomerField = customersApi.MaskedCustomerField;
export type RevealRequest = EndpointBody<typeof customersApi.revealCustomerField>;

/**
 * One masked field of one profile in full (docs/personal-data.md). The reveal is written to the
 * activity trail before the value is answered, so that no value leaves without its audit: who,
 * which record and field, and why, on the customer's history (its target) and in the security
 * centre's trail (type Security). Note: the value itself is never written to the trail.
 */
export async function revealCustomerField(
  d: { db: Db; scopes: UserScopes },
  id: string,
  { field, reason }: RevealRequest,
  user: SessionUser,
  by: Actor,
): Promise<{ field: MaskedCustomerField; value: string | null }> {
  const found = await repo.getCustomer(d.db, id);
  if (!found || !inScope(await d.scopes.of(user), found.customer.organizationId)) throw fail.notFound();
  const { customer } = found;
  await recordActivity(d.db, by, {
    type: 'Security',
    event: 'PersonalDataRevealed',
    organizationId: customer.organizationId,
    targetType: 'Customer',
    targetId: id,
    remarks: fillMessage(messages.personalDataRevealedRemark, {
      field,
      name: customer.name,
      code: reason.code,
      text: reason.text,
    }),
  });
  return { field, value: customer[field] };
}

type UpdateBody = EndpointBody<typeof customersApi.updateCustomer>;
type EditableMasked = Exclude<MaskedCustomerField, 'mobile'>;
const editableMasked = customersApi.maskedCustomerFields.filter((f): f is EditableMasked => f !== 'mobile');

/**
 * The edit without the masked fields sent back as the profile answered them: a field the user
 * did not touch keeps its stored value instead of becoming its own mask.
 */
export function keepMaskedFields(
  body: UpdateBody,
  stored: Record<EditableMasked, string | null>,
): UpdateBody {
  const values: UpdateBody = { ...body };
  for (const field of editableMasked) {
    const sent = body[field];
    const value = stored[field];
    if (sent && value && sent !== value && sent === maskCustomerField(field, value)) delete values[field];
  }
  return values;
}
