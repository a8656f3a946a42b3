import { z } from 'zod';
import { endpoint, signedIn } from '../endpoint.ts';
import { paged, pagingQuery } from '../paging.ts';

/** A notice to one user: what happened, and where to look. */
export const notification = z.object({
  id: z.string(),
  /** What it is about, e.g. SlaBreached. */
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** The screen to open, as a path of the console; null when there is none. */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notification>;

export const listNotifications = endpoint({
  method: 'GET',
  path: 'Notifications',
  summary: "The caller's notifications, unread first, newest first within each.",
  tags: ['Notifications'],
  access: signedIn,
  query: z.object({ ...pagingQuery }),
  response: paged(notification).extend({ unread: z.number().int() }),
  success: 200,
});

export const readNotifications = endpoint({
  method: 'POST',
  path: 'Notifications/Read',
  summary: "Marks the caller's notifications read: those listed, or all when none is listed.",
  description:
    "Without `ids`, every unread notification of the caller; with an empty list, none. An id of another user's notification changes nothing. Refused in a view-as session: an administrator looking at someone's notifications leaves them unread.",
  tags: ['Notifications'],
  access: signedIn,
  body: z.object({ ids: z.array(z.uuid()).max(100).optional() }),
  success: 204,
});
