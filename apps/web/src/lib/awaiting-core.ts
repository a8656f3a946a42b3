/**
 * How often a screen asks again for records whose decision a background job is carrying out at
 * the core: about as often as the worker looks for work, so a record turns Completed on its own
 * within moments of the core having done it.
 */
export const AWAITING_CORE_POLL_MS = 2_000;

/**
 * A query's `refetchInterval` from its answer: every two seconds while any record shown awaits
 * the core, and no polling once none does.
 */
export const pollWhileAwaitingCore = (
  records: readonly ({ awaitingCore: boolean } | undefined)[] | undefined,
): number | false => (records?.some((r) => r?.awaitingCore) ? AWAITING_CORE_POLL_MS : false);
