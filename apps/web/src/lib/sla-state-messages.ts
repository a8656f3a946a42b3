import { slaStateTitles, type SlaState } from '@console/contract/core';
import { defineMessages } from './i18n';

/** How an item stands against its SLA (within, due soon, breached), keyed by the value the server sends. */
export const slaStateText = defineMessages('sla-states', slaStateTitles);

/** An SLA state as the user reads it. */
export const slaStateLabel = (state: SlaState): string => slaStateText.t(state);
