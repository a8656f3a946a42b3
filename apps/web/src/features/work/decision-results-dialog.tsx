import { CircleCheckIcon, CircleXIcon } from 'lucide-react';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { badgeVariants, toneClasses } from '@/components/ui/badge';
import { DialogFooter } from '@/components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { translateText, useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import type { DecisionResult } from './api/decide-work-items';
import type { WorkItem } from './api/list-work-queue';
import { workText } from './messages';
import { itemName } from './work-columns';
import { resultSummary } from './work-format';

export interface DecisionAnswer {
  results: DecisionResult[];
  items: readonly WorkItem[];
}

/** What became of each item of a decision on several: "2 done, 1 refused", then each with its message. */
export function DecisionResultsDialog({
  answer,
  onOpenChange,
}: {
  answer: DecisionAnswer | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(workText);
  const names = new Map(answer?.items.map((i) => [i.recordId, itemName(i)]));
  return (
    <FormDialog
      open={answer !== null}
      onOpenChange={onOpenChange}
      className="sm:max-w-[760px]"
      title={t('decisionsTaken')}
      description={answer ? resultSummary(answer.results) : ''}
    >
      {answer && (
        <div className="grid gap-4">
          <Table aria-label={t('resultsTable')}>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{t('item')}</TableHead>
                <TableHead scope="col">{t('result')}</TableHead>
                <TableHead scope="col">{t('message')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {answer.results.map((r) => (
                <TableRow key={r.recordId}>
                  <TableCell className="whitespace-normal">{names.get(r.recordId) ?? r.recordId}</TableCell>
                  <TableCell>
                    <Outcome done={r.outcome === 'done'} />
                  </TableCell>
                  <TableCell className="whitespace-normal">{translateText(r.message)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <DialogFooter>
            <Button onClick={() => onOpenChange(false)}>{t('close')}</Button>
          </DialogFooter>
        </div>
      )}
    </FormDialog>
  );
}

function Outcome({ done }: { done: boolean }) {
  const t = useT(workText);
  const Icon = done ? CircleCheckIcon : CircleXIcon;
  return (
    <span className={cn(badgeVariants({ variant: 'outline' }), toneClasses[done ? 'green' : 'red'])}>
      <Icon aria-hidden="true" />
      {t(done ? 'done' : 'refused')}
    </span>
  );
}
