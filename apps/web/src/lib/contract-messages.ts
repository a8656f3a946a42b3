import { messages } from '@console/contract/messages';
import { defineMessages } from './i18n';

/** The contract's message catalogue (spec 1 §8, spec 2 §5 and §8): what the server says, and forms. */
export const contractText = defineMessages('contract', messages);
