import type { mbankingSupportApi } from '@console/contract';
import { Ltr } from '@/components/ltr';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { contractText } from '@/lib/contract-messages';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { supportText } from './messages';

type UserInfo = mbankingSupportApi.UserInfo;

function EmptyRow({ span, text }: { span: number; text: string }) {
  return (
    <TableRow>
      <TableCell colSpan={span} className="h-16 text-center text-muted-foreground">
        {text}
      </TableCell>
    </TableRow>
  );
}

/** The accounts linked to DahabPlus (entity, type, currency, accountNo). */
export function LinkedAccounts({ accounts }: { accounts: UserInfo['linkedAccounts'] }) {
  const t = useT(supportText);
  const tc = useT(contractText);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('linkedAccounts')}</CardTitle>
      </CardHeader>
      <CardContent>
        <Table aria-label={t('linkedAccounts')}>
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">#</TableHead>
              <TableHead>{t('entity')}</TableHead>
              <TableHead>{t('type')}</TableHead>
              <TableHead>{t('currency')}</TableHead>
              <TableHead>{t('accountNo')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {accounts.length === 0 ? (
              <EmptyRow span={5} text={tc('noResults')} />
            ) : (
              accounts.map((a, i) => (
                <TableRow key={`${a.entity}:${a.accountNo}`}>
                  <TableCell className="text-muted-foreground">{i + 1}</TableCell>
                  <TableCell>{a.entity}</TableCell>
                  <TableCell>{a.type}</TableCell>
                  <TableCell>{a.currency}</TableCell>
                  <TableCell className="tabular-nums">
                    <Ltr>{a.accountNo}</Ltr>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

/** Pending OTPs (platform, createdAt), or the spec's empty message. */
export function PendingOtps({ otps }: { otps: UserInfo['pendingOtp'] }) {
  const t = useT(supportText);
  const tc = useT(contractText);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('pendingOtps')}</CardTitle>
      </CardHeader>
      <CardContent>
        <Table aria-label={t('pendingOtps')}>
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">#</TableHead>
              <TableHead>{t('platform')}</TableHead>
              <TableHead>{t('createdAt')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {otps.length === 0 ? (
              <EmptyRow span={3} text={tc('noPendingOtps')} />
            ) : (
              otps.map((o, i) => (
                <TableRow key={`${o.platform}:${o.createdAt}:${i}`}>
                  <TableCell className="text-muted-foreground">{i + 1}</TableCell>
                  <TableCell>{o.platform}</TableCell>
                  <TableCell>{formatDateTime(o.createdAt)}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
