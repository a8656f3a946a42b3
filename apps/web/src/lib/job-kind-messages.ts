import { jobKindTitles, type JobKind } from '@console/contract/core';
import { defineMessages } from './i18n';

/** The kinds of background job (Operations screen), keyed by the value the server sends. */
export const jobKindText = defineMessages('job-kinds', jobKindTitles);

/** A kind of job as the user reads it. */
export const jobKindLabel = (kind: JobKind): string => jobKindText.t(kind);
