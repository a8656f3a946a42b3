import { messages } from '@console/contract/core';
import type { mbankingSupportApi } from '@console/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';

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
  return (
    <Card>
      <CardHeader>
        <CardTitle>Linked Accounts</CardTitle>
      </CardHeader>
      <CardContent>
        <Table aria-label="Linked Accounts">
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">#</TableHead>
              <TableHead>Entity</TableHead>
              <TableHead>Type</TableHead>
              <TableHead>Currency</TableHead>
              <TableHead>Account No</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {accounts.length === 0 ? (
              <EmptyRow span={5} text={messages.noResults} />
            ) : (
              accounts.map((a, i) => (
                <TableRow key={`${a.entity}:${a.accountNo}`}>
                  <TableCell className="text-muted-foreground">{i + 1}</TableCell>
                  <TableCell>{a.entity}</TableCell>
                  <TableCell>{a.type}</TableCell>
                  <TableCell>{a.currency}</TableCell>
                  <TableCell className="tabular-nums">{a.accountNo}</TableCell>
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
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pending OTPs</CardTitle>
      </CardHeader>
      <CardContent>
        <Table aria-label="Pending OTPs">
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">#</TableHead>
              <TableHead>Platform</TableHead>
              <TableHead>Created At</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {otps.length === 0 ? (
              <EmptyRow span={3} text={messages.noPendingOtps} />
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
