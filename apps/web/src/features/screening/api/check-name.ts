import { useMutation } from '@tanstack/react-query';
import { screeningApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';

export type CheckBody = EndpointInput<typeof screeningApi.checkName>['body'];
export type CheckHit = screeningApi.ScreeningHit;

/** POST Screening/Check: a free check of a name against the lists in force; nothing is kept. */
export const useCheckName = () =>
  useMutation({ mutationFn: (body: CheckBody) => api(screeningApi.checkName, { body }) });
