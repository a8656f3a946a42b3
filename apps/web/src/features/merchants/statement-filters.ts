import { merchantsApi, messages } from '@console/contract';
import type { FilterField } from '@/components/filter-dialog';
import { statementText } from './statement-messages';
import { statementDays, validateStatementSearch } from './statement-search';

const days = (): FilterField => ({
  kind: 'dateRange',
  from: { name: 'from', label: statementText.t('from') },
  to: { name: 'to', label: statementText.t('to') },
  defaults: (search) => statementDays(validateStatementSearch(search)),
  required: { from: messages.statementFromRequired, to: messages.statementToRequired },
  // The contract's rule, over the whole days the statement reads.
  rule: (from, to) =>
    merchantsApi.statementRangeProblem({ from: `${from}T00:00:00.000Z`, to: `${to}T23:59:59.999Z` }),
});

const merchantCode = (): FilterField => ({
  kind: 'text',
  name: 'merchantCode',
  label: statementText.t('merchantCode'),
  inputMode: 'numeric',
  rule: merchantsApi.merchantCode,
});

/**
 * The date range, and the merchant code for users who may monitor every merchant (spec 2 §2);
 * labelled in the active language.
 */
export const statementFilters = (canMonitor: boolean): FilterField[] =>
  canMonitor ? [days(), merchantCode()] : [days()];
