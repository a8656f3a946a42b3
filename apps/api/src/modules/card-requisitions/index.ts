export { CardRequisitionDecisions } from './card-requisitions.decisions.ts';
export { cardRequisitionsRoutes } from './card-requisitions.routes.ts';
export { CardRequisitionsService } from './card-requisitions.service.ts';
