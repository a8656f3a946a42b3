import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, queryKeys } from '@/lib/query-keys';

/** POST Notifications/Read: those listed, or every unread one when `ids` is absent. Quiet: no toast. */
export const readNotifications = (ids?: string[]) =>
  api(notificationsApi.readNotifications, { body: ids ? { ids } : {}, quiet: true });

export function useReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotifications,
    onSettled: () => invalidate(queryClient, [queryKeys.notifications.all]),
  });
}
