import type { adminChangesApi } from '@console/contract';
import { adminChangeKindLabel } from '@/lib/admin-change-kind-messages';
import { translateText } from '@/lib/i18n';

type AdminChange = adminChangesApi.AdminChange;

/**
 * The record a change is about: a user's, a role's or an organization's name, or the security
 * policies, which the server names in English (shown in the user's language when the contract has it).
 */
export const recordName = (change: AdminChange): string => translateText(change.targetName);

/** The kind of a change as the list names it. */
export const kindTitle = (change: AdminChange): string => adminChangeKindLabel(change.kind);
