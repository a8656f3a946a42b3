import { messages } from '@console/contract/core';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { RECENT_DAYS, useOwnActivity } from './get-own-activity';
import { formatDateTime } from '@/lib/format';

/** The user's own recent activity, newest first. */
export function RecentActivity({ userName }: { userName: string }) {
  const activity = useOwnActivity(userName);
  const rows = activity.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your recent activity</CardTitle>
        <CardDescription>What you did in the last {RECENT_DAYS} days.</CardDescription>
      </CardHeader>
      <CardContent>
        <Table aria-label="Your recent activity">
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">#</TableHead>
              <TableHead>When</TableHead>
              <TableHead>Type</TableHead>
              <TableHead>Event</TableHead>
              <TableHead>Remarks</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody aria-live="polite">
            {activity.isPending || activity.isError || rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5} className="h-16 text-center text-muted-foreground">
                  {activity.isPending ? messages.fetchingData : messages.noResults}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row, index) => (
                <TableRow key={row.id}>
                  <TableCell className="text-muted-foreground">{index + 1}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatDateTime(row.createdAt)}</TableCell>
                  <TableCell>{row.type}</TableCell>
                  <TableCell>{row.event}</TableCell>
                  <TableCell className="max-w-80 truncate">{row.remarks ?? ''}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
