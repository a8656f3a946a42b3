import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The bell shows this many at most: every unread one in all but a flood, then the latest read. */
export const SHOWN = 20;
/** A new notice shows within a minute, without a request a second from every open console. */
export const POLL_MS = 60_000;

const query = { page: 0, size: SHOWN };

export const notificationsQuery = () =>
  queryOptions({
    queryKey: queryKeys.notifications.list(query),
    queryFn: ({ signal }) => api(notificationsApi.listNotifications, { query, signal }),
    refetchOnWindowFocus: true,
  });

/**
 * GET Notifications: the caller's, unread first and newest first, with the unread count; asked
 * again every minute while `polling` (the user is at the desk) and when the window regains focus.
 */
export const useNotifications = (options: { enabled: boolean; polling: boolean }) =>
  useQuery({
    ...notificationsQuery(),
    enabled: options.enabled,
    refetchInterval: options.polling ? POLL_MS : false,
  });
