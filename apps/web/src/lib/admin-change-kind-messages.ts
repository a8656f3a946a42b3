import { adminChangeKindTitles, type AdminChangeKind } from '@console/contract/core';
import { defineMessages } from './i18n';

/** The kinds of administration change that wait for a second person, keyed by the value the server sends. */
export const adminChangeKindText = defineMessages('admin-change-kinds', adminChangeKindTitles);

/** A kind of administration change as the user reads it. */
export const adminChangeKindLabel = (kind: AdminChangeKind): string => adminChangeKindText.t(kind);
