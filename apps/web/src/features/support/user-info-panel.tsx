import { useState, type ReactNode } from 'react';
import { BadgeCheckIcon, BanIcon, CircleDashedIcon, LockOpenIcon, SendIcon } from 'lucide-react';
import { P } from '@console/contract/core';
import type { mbankingSupportApi } from '@console/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Ltr } from '@/components/ltr';
import { Badge, toneClasses } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { withElements } from '@/components/with-elements';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { useUnblockUser } from './api/support-actions';
import { BlockUserDialog } from './block-user-dialog';
import { supportText } from './messages';
import { ResendOtpDialog } from './resend-otp-dialog';

type UserInfo = mbankingSupportApi.UserInfo;

function Verified({ value, verified, label }: { value: string | null; verified: boolean; label: string }) {
  const t = useT(supportText);
  if (!value) return <span className="text-muted-foreground">{t('notGiven')}</span>;
  return (
    <span className="inline-flex items-center gap-1.5">
      <Ltr className="break-all">{value}</Ltr>
      {verified ? (
        <BadgeCheckIcon
          className="size-4 text-green-600 dark:text-green-400"
          role="img"
          aria-label={t('verified', { channel: label })}
        />
      ) : (
        <CircleDashedIcon
          className="size-4 text-muted-foreground"
          role="img"
          aria-label={t('notVerified', { channel: label })}
        />
      )}
    </span>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** Info and block state of a DahabPlus user, with Block, Unblock and Resend OTP (each by its permission). */
export function UserInfoPanel({ user }: { user: UserInfo }) {
  const t = useT(supportText);
  const [dialog, setDialog] = useState<'block' | 'unblock' | 'resend' | null>(null);
  const canBlock = useCan(P.BlockMbankingUser);
  const canUnblock = useCan(P.UnblockMbankingUser);
  const mayResend = useCan(P.ResendDahabPlusOtp);
  const mayListChannels = useCan(P.ListOtpChannels);
  const canResend = mayResend && mayListChannels;
  const unblock = useUnblockUser();
  const { info, isBlocked } = user;
  const close = (open: boolean) => !open && setDialog(null);

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle className="flex items-center gap-2">
            {info.fullName}
            <Badge variant="outline" className={toneClasses[isBlocked ? 'red' : 'green']}>
              {isBlocked ? t('blocked') : t('active')}
            </Badge>
          </CardTitle>
          <p className="text-sm text-muted-foreground">{user.organizationName}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {isBlocked ? (
            <Button
              variant="outline"
              disabled={!canUnblock || unblock.isPending}
              onClick={() => setDialog('unblock')}
            >
              <LockOpenIcon aria-hidden="true" />
              {t('unblock')}
            </Button>
          ) : (
            <Button variant="destructive" disabled={!canBlock} onClick={() => setDialog('block')}>
              <BanIcon aria-hidden="true" />
              {t('block')}
            </Button>
          )}
          <Button variant="outline" disabled={!canResend} onClick={() => setDialog('resend')}>
            <SendIcon aria-hidden="true" />
            {t('resendOtp')}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Item term={t('userId')}>
            <Ltr>{info.userId}</Ltr>
          </Item>
          <Item term={t('fullName')}>{info.fullName}</Item>
          <Item term={t('email')}>
            <Verified value={info.email} verified={info.isEmailVerified} label={t('email')} />
          </Item>
          <Item term={t('whatsApp')}>
            <Verified value={info.whatsApp} verified={info.isWhatsappVerified} label={t('whatsApp')} />
          </Item>
        </dl>
        {isBlocked && (
          <dl
            aria-label={t('blockState')}
            className="grid gap-4 rounded-md border border-destructive/40 bg-destructive/5 p-4 sm:grid-cols-3"
          >
            <Item term={t('reason')}>
              {/* The reason reads in the language it was written in. */}
              <span dir="auto">{isBlocked.reason ?? ''}</span>
            </Item>
            <Item term={t('blockedBy')}>
              <Ltr>{isBlocked.blockedBy ?? ''}</Ltr>
            </Item>
            <Item term={t('blockedOn')}>{formatDateTime(isBlocked.blockedOn)}</Item>
          </dl>
        )}
      </CardContent>
      <BlockUserDialog userId={info.userId} open={dialog === 'block'} onOpenChange={close} />
      <ResendOtpDialog userId={info.userId} open={dialog === 'resend'} onOpenChange={close} />
      <ConfirmDialog
        open={dialog === 'unblock'}
        onOpenChange={close}
        title={t('unblockTitle')}
        description={withElements((values) => t('unblockDescription', values), {
          name: info.fullName,
          userId: <Ltr>{info.userId}</Ltr>,
        })}
        confirmLabel={t('unblock')}
        onConfirm={() => {
          setDialog(null);
          unblock.mutate({ userId: info.userId });
        }}
      />
    </Card>
  );
}
