import { useMutation } from '@tanstack/react-query';
import { mbankingSupportApi } from '@console/contract';
import { api } from '@/lib/api-client';

/** GET MBankingSupport/UserLookup/{org}/{phone}: the DahabPlus user of a phone (name, userId). */
export const lookupUser = (org: string, phone: string) =>
  api(mbankingSupportApi.userLookup, { params: { org, phone } });

export const useLookupUser = () =>
  useMutation({ mutationFn: ({ org, phone }: { org: string; phone: string }) => lookupUser(org, phone) });
