import { useState } from 'react';
import { BadgeCheckIcon, BanIcon, CircleDashedIcon, LockOpenIcon, SendIcon } from 'lucide-react';
import { P } from '@console/contract/core';
import type { mbankingSupportApi } from '@console/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge, toneClasses } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { useUnblockUser } from './api/support-actions';
import { BlockUserDialog } from './block-user-dialog';
import { ResendOtpDialog } from './resend-otp-dialog';

type UserInfo = mbankingSupportApi.UserInfo;

function Verified({ value, verified, label }: { value: string | null; verified: boolean; label: string }) {
  if (!value) return <span className="text-muted-foreground">Not given</span>;
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="break-all">{value}</span>
      {verified ? (
        <BadgeCheckIcon
          className="size-4 text-green-600 dark:text-green-400"
          role="img"
          aria-label={`${label} verified`}
        />
      ) : (
        <CircleDashedIcon
          className="size-4 text-muted-foreground"
          role="img"
          aria-label={`${label} not verified`}
        />
      )}
    </span>
  );
}

function Item({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** Info and block state of a DahabPlus user, with Block, Unblock and Resend OTP (each by its permission). */
export function UserInfoPanel({ user }: { user: UserInfo }) {
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
              {isBlocked ? 'Blocked' : 'Active'}
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
              Unblock
            </Button>
          ) : (
            <Button variant="destructive" disabled={!canBlock} onClick={() => setDialog('block')}>
              <BanIcon aria-hidden="true" />
              Block
            </Button>
          )}
          <Button variant="outline" disabled={!canResend} onClick={() => setDialog('resend')}>
            <SendIcon aria-hidden="true" />
            Resend OTP
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Item term="User ID">{info.userId}</Item>
          <Item term="Full Name">{info.fullName}</Item>
          <Item term="Email">
            <Verified value={info.email} verified={info.isEmailVerified} label="Email" />
          </Item>
          <Item term="WhatsApp">
            <Verified value={info.whatsApp} verified={info.isWhatsappVerified} label="WhatsApp" />
          </Item>
        </dl>
        {isBlocked && (
          <dl
            aria-label="Block state"
            className="grid gap-4 rounded-md border border-destructive/40 bg-destructive/5 p-4 sm:grid-cols-3"
          >
            <Item term="Reason">{isBlocked.reason ?? ''}</Item>
            <Item term="Blocked By">{isBlocked.blockedBy ?? ''}</Item>
            <Item term="Blocked On">{formatDateTime(isBlocked.blockedOn)}</Item>
          </dl>
        )}
      </CardContent>
      <BlockUserDialog userId={info.userId} open={dialog === 'block'} onOpenChange={close} />
      <ResendOtpDialog userId={info.userId} open={dialog === 'resend'} onOpenChange={close} />
      <ConfirmDialog
        open={dialog === 'unblock'}
        onOpenChange={close}
        title="Unblock DahabPlus user"
        description={`${info.fullName} (${info.userId}) will be able to use DahabPlus again.`}
        confirmLabel="Unblock"
        onConfirm={() => {
          setDialog(null);
          unblock.mutate({ userId: info.userId });
        }}
      />
    </Card>
  );
}
