import { remarkText } from '@/components/remark-text';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { contractText } from '@/lib/contract-messages';
import { formatCount, formatDateTime } from '@/lib/format';
import { translateText, useT } from '@/lib/i18n';
import { RECENT_DAYS, useOwnActivity } from './get-own-activity';
import { homeText } from './messages';

/** The user's own recent activity, newest first. */
export function RecentActivity({ userName }: { userName: string }) {
  const t = useT(homeText);
  const tc = useT(contractText);
  const activity = useOwnActivity(userName);
  const rows = activity.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('recentActivity')}</CardTitle>
        <CardDescription>{t('recentIntro', { days: RECENT_DAYS })}</CardDescription>
      </CardHeader>
      <CardContent>
        <Table aria-label={t('recentActivity')}>
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">{t('number')}</TableHead>
              <TableHead>{t('when')}</TableHead>
              <TableHead>{t('type')}</TableHead>
              <TableHead>{t('event')}</TableHead>
              <TableHead>{t('remarks')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody aria-live="polite">
            {activity.isPending || activity.isError || rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5} className="h-16 text-center text-muted-foreground">
                  {activity.isPending ? tc('fetchingData') : tc('noResults')}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row, index) => (
                <TableRow key={row.id}>
                  <TableCell className="text-muted-foreground">{formatCount(index + 1)}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatDateTime(row.createdAt)}</TableCell>
                  <TableCell>{translateText(row.type)}</TableCell>
                  <TableCell>{translateText(row.event)}</TableCell>
                  <TableCell className="min-w-48 whitespace-normal break-words">
                    {remarkText(row.remarks)}
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
