import { BellIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { StoredSession } from '@console/contract/core';
import { Ltr } from '@/components/ltr';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { withElements } from '@/components/with-elements';
import { formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useRecentActivity } from '@/lib/use-recent-activity';
import { POLL_MS, useNotifications } from './api/list-notifications';
import { useReadNotifications } from './api/read-notifications';
import { notificationsText } from './messages';
import { NotificationItem } from './notification-item';

const countText = (n: number) => (n > 99 ? `${formatCount(99)}+` : formatCount(n));

/**
 * The bell in the top bar: the unread count, and a panel of the user's notices, unread first.
 * Opening the panel reads what it shows, so those notices are marked read at once (the badge
 * clears); they keep their unread look until the panel closes, so the reader still sees which
 * were new. Note: under view-as nothing is marked, the server would refuse it anyway: the
 * administrator must not take away what the viewed user has not yet seen.
 */
export function NotificationBell({ session }: { session: StoredSession }) {
  const t = useT(notificationsText);
  const [open, setOpen] = useState(false);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const asked = useRef(new Set<string>());
  const headingId = useId();
  // Note: every request counts as activity on the server, so the bell polls only while the user
  // has done something in the last minute: an idle console still times out. A user who must
  // change their password first is refused everything else; the shell is leaving.
  const { data } = useNotifications({
    enabled: !session.resetPassword,
    polling: useRecentActivity(POLL_MS),
  });
  const { mutate: markRead } = useReadNotifications();
  const viewing = session.actorName !== null;
  const unread = data?.unread ?? 0;

  // On opening, and for a notice that arrives while the panel is open: the shown unread ones.
  useEffect(() => {
    if (!open || viewing || !data) return;
    const ids = data.items.filter((n) => n.readAt === null && !asked.current.has(n.id)).map((n) => n.id);
    if (ids.length === 0) return;
    for (const id of ids) asked.current.add(id);
    setFresh((shown) => new Set([...shown, ...ids]));
    markRead(ids);
  }, [open, viewing, data, markRead]);

  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) setFresh(new Set());
  };
  const markAll = () => {
    for (const n of data?.items ?? []) asked.current.add(n.id);
    setFresh(new Set());
    markRead(undefined);
  };

  return (
    <Popover open={open} onOpenChange={openChange}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={
            unread > 0
              ? t('notificationsUnread', { count: unread, n: formatCount(unread) })
              : t('notifications')
          }
        >
          <BellIcon aria-hidden="true" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              data-testid="notification-count"
              className="absolute end-0.5 top-0.5 min-w-4 rounded-full bg-destructive px-1 text-center text-[0.625rem] leading-4 font-semibold text-destructive-foreground dark:bg-destructive/60"
            >
              {countText(unread)}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" aria-labelledby={headingId} className="w-80 p-0 sm:w-96">
        <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
          <h2 id={headingId} className="text-sm font-semibold">
            {t('notifications')}
          </h2>
          {!viewing && (
            <Button variant="ghost" size="sm" onClick={markAll} disabled={unread === 0 && fresh.size === 0}>
              {t('markAllRead')}
            </Button>
          )}
        </div>
        {viewing && (
          <p className="border-b px-3 py-2 text-xs text-muted-foreground">
            {withElements((values) => t('viewingAs', values), { userName: <Ltr>{session.userName}</Ltr> })}
          </p>
        )}
        {!data ? (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">{t('loading')}</p>
        ) : data.items.length === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">{t('none')}</p>
        ) : (
          <ul aria-labelledby={headingId} className="grid max-h-96 gap-1 overflow-y-auto p-1">
            {data.items.map((n) => (
              <NotificationItem
                key={n.id}
                notice={n}
                isNew={n.readAt === null || fresh.has(n.id)}
                onFollow={() => openChange(false)}
              />
            ))}
          </ul>
        )}
        {data && data.totalItems > data.items.length && (
          <p className="border-t px-3 py-2 text-xs text-muted-foreground">
            {t('firstOf', { shown: formatCount(data.items.length), total: formatCount(data.totalItems) })}
          </p>
        )}
      </PopoverContent>
    </Popover>
  );
}
