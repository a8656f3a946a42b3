import { workAreaTitles, type WorkArea } from '@console/contract/core';
import { defineMessages } from './i18n';

/**
 * The kinds of item of the work queue, keyed by the value the server sends (`CardRequisition`).
 * Server texts that name one ("{area} breached its SLA") show it translated too (i18n/pack.ts).
 */
export const workAreaText = defineMessages('work-areas', workAreaTitles);

/** A work area as the user reads it. */
export const workAreaLabel = (area: WorkArea): string => workAreaText.t(area);
