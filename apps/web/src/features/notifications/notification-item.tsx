import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import type { notificationsApi } from '@console/contract';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';

/**
 * A path inside the console. Note: only these become links, so a notice can never send its
 * reader to another site or run a `javascript:` address.
 */
const consolePath = (link: string | null): link is string =>
  link !== null && link.startsWith('/') && !link.startsWith('//');

/**
 * One notice in the bell's panel. Read ones are dimmed by colour, not opacity, so their text
 * keeps its contrast; the unread mark is also said to screen readers.
 */
export function NotificationItem({
  notice,
  isNew,
  onFollow,
}: {
  notice: notificationsApi.Notification;
  isNew: boolean;
  /** Called before the console moves to the notice's screen (the panel closes). */
  onFollow: () => void;
}) {
  const router = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    // A new tab or window is the browser's business; a plain click stays in the console.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onFollow();
    void router.navigate({ href });
  };
  const href = consolePath(notice.link) ? notice.link : null;
  return (
    <li
      data-unread={isNew || undefined}
      className={cn('grid gap-0.5 rounded-md px-2 py-2', isNew && 'bg-accent/60')}
    >
      <p className={cn('flex items-start gap-2 text-sm', isNew ? 'font-semibold' : 'text-muted-foreground')}>
        {isNew && <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />}
        {isNew && <span className="sr-only">Unread: </span>}
        {href ? (
          <a
            href={href}
            onClick={(e) => follow(e, href)}
            className="rounded-sm underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {notice.title}
          </a>
        ) : (
          <span>{notice.title}</span>
        )}
      </p>
      <p className="text-sm text-muted-foreground">{notice.body}</p>
      <time dateTime={notice.createdAt} className="text-xs text-muted-foreground">
        {formatDateTime(notice.createdAt)}
      </time>
    </li>
  );
}
