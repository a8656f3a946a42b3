import { useMutation } from '@tanstack/react-query';
import { messages, securityApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** PUT Security/Policies (202): nothing changes until a second person approves. */
export const changePolicies = (body: securityApi.PoliciesInput) => api(securityApi.changePolicies, { body });

export function useChangePolicies() {
  return useMutation({
    mutationFn: changePolicies,
    onSuccess: () => toast.success(messages.sentForApproval),
  });
}
