export { ScreeningHits } from './hits.service.ts';
export { screeningRoutes } from './screening.routes.ts';
export { ScreeningService } from './screening.service.ts';
export { RecordScreening } from './record-screening.ts';
export {
  businessAndSignatories,
  refuseStepIfAccountHeld,
  requireAccountNotHeld,
  requireAccountNotHeldHere,
  requireAccountNotRestricted,
  requireNoHold,
  screeningStandings,
} from './holds.ts';
export { ScreeningThresholds } from './thresholds.ts';
export { Rescreening } from './rescreening.ts';
export { UnListFetch } from './list-fetch.ts';
