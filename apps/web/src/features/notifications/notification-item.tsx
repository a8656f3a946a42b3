import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import type { notificationsApi } from '@console/contract';
import { Ltr } from '@/components/ltr';
import { formatDateTime } from '@/lib/format';
import { translateText, useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { notificationsText } from './messages';

/**
 * A path inside the console. Note: only these become links, so a notice can never send its
 * reader to another site or run a `javascript:` address.
 */
const consolePath = (link: string | null): link is string =>
  link !== null && link.startsWith('/') && !link.startsWith('//');

/** A number of six digits or more (an account, a phone, with its `+`): a part of its own. */
const LONG_NUMBER = /(\+?\d{6,})/;

/**
 * A notice's text as the server wrote it, translated; its long numbers stay left to right inside
 * a right-to-left sentence.
 */
const noticeText = (english: string): ReactNode =>
  translateText(english)
    .split(LONG_NUMBER)
    .map((part, i) => (i % 2 === 1 ? <Ltr key={i}>{part}</Ltr> : part));

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
  const t = useT(notificationsText);
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
        {isNew && <span className="sr-only">{t('unread')} </span>}
        {href ? (
          <a
            href={href}
            onClick={(e) => follow(e, href)}
            className="rounded-sm underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {noticeText(notice.title)}
          </a>
        ) : (
          <span>{noticeText(notice.title)}</span>
        )}
      </p>
      <p className="text-sm text-muted-foreground">{noticeText(notice.body)}</p>
      <time dateTime={notice.createdAt} className="text-xs text-muted-foreground">
        {formatDateTime(notice.createdAt)}
      </time>
    </li>
  );
}
