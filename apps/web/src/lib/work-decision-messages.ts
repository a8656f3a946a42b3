import { workDecisionTitles, type WorkDecision } from '@console/contract/core';
import { defineMessages } from './i18n';

/**
 * The decisions of the work queue, keyed by the value the server sends (`approve`). A refusal
 * that names one ("{decision} is not a decision…") shows it translated too (i18n/pack.ts).
 */
export const workDecisionText = defineMessages('work-decisions', workDecisionTitles);

/** A decision as the user reads it (its button, its dialog). */
export const workDecisionLabel = (decision: WorkDecision): string => workDecisionText.t(decision);
