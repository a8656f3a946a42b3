import { cardRequisitionsApi as api } from '@console/contract';
import { route } from '../../kernel/routes.ts';
import type { CardRequisitionDecisions } from './card-requisitions.decisions.ts';
import type { CardRequisitionsService } from './card-requisitions.service.ts';

export const cardRequisitionsRoutes = (
  requisitions: CardRequisitionsService,
  decisions: CardRequisitionDecisions,
) => [
  route(api.listCardRequisitions, ({ query, user }) => requisitions.listCards(query, user)),
  route(api.listLimitRequisitions, ({ query, user }) => requisitions.listLimits(query, user)),
  route(api.requestCard, ({ body, user, actor }) => requisitions.requestCard(body, user, actor)),
  route(api.requestLimitChange, ({ body, user, actor }) =>
    requisitions.requestLimitChange(body, user, actor),
  ),
  route(api.changeStatus, ({ body, user, actor }) => decisions.changeStatus(body, user, actor)),
];
