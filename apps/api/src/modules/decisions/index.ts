// What the decisions of several areas share: the step at the core after a decision
// (`core-step.ts`) and the review of an onboarding (`review.ts`), for applications and businesses.
export {
  coreStep,
  decidedBy,
  type DecidedBy,
  openAccountStep,
  openingJob,
  queueOpening,
  stepReference,
  type CoreStepJob,
  type Opening,
  type OpeningRecord,
} from './core-step.ts';
export { planResubmission, planReview, type StatusPlan } from './review.ts';
export { requireNotRestricted, restrictionsOf } from './kyc-restriction.ts';
