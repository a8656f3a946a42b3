import { useMutation } from '@tanstack/react-query';
import { messages, securityApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** PUT Organizations/{id}/AllowedNetworks (202): nothing changes until a second person approves. */
export const changeAllowedNetworks = ({ id, networks }: { id: string; networks: string[] }) =>
  api(securityApi.changeAllowedNetworks, { params: { id }, body: { networks } });

export function useChangeAllowedNetworks() {
  return useMutation({
    mutationFn: changeAllowedNetworks,
    onSuccess: () => toast.success(messages.sentForApproval),
  });
}
