/**
 * The activity events that dashboards count (spec 2 §3, Dashboard): the operation that writes one
 * and the report that counts it agree on these names, so neither spells them alone.
 */
export const countedEvents = {
  /** A new application submitted (counts as `applications`). */
  applicationCreated: { type: 'Application', event: 'Created' },
  linkAccount: { type: 'Account', event: 'LinkAccount' },
  deLinkAccount: { type: 'Account', event: 'DeLinkAccount' },
  setLimit: { type: 'Account', event: 'SetLimit' },
  /** The mobile-banking (DahabPlus) PIN reset. */
  resetPin: { type: 'Account', event: 'ResetPin' },
  /** A physical card's PIN reset. */
  resetCardPin: { type: 'Card', event: 'ResetCardPin' },
} as const satisfies Record<string, { type: string; event: string }>;

/** Further card events (not counted by the dashboards): counter resets and requisition steps. */
export const cardEvents = {
  resetPinCounter: { type: 'Card', event: 'ResetPinCounter' },
  requisitionCreated: { type: 'CardRequisition', event: 'Requested' },
  requisitionDecided: { type: 'CardRequisition', event: 'StatusChanged' },
  /** The core refused a Completed requisition, or did not answer before its job gave up. */
  requisitionNotFulfilled: { type: 'CardRequisition', event: 'CoreFailed' },
} as const satisfies Record<string, { type: string; event: string }>;

export type CountedEvent = keyof typeof countedEvents;
