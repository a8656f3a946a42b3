import { useState, type FormEvent } from 'react';
import { messages } from '@console/contract';
import { Field } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Ltr } from '@/components/ltr';
import { withElements } from '@/components/with-elements';
import { contractText } from '@/lib/contract-messages';
import { useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useAssignWorkItem } from './api/assign-work-item';
import type { WorkItem } from './api/list-work-queue';
import { useWorkDeciders } from './api/list-work-deciders';
import { workText } from './messages';
import { itemName } from './work-columns';

/**
 * Gives an item to a colleague who may decide it (the API lists them), or leaves it to nobody
 * again.
 */
export function AssignDialog({
  item,
  onOpenChange,
}: {
  item: WorkItem | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(workText);
  return (
    <FormDialog
      open={item !== null}
      onOpenChange={onOpenChange}
      title={item ? t('assignItem', { item: itemName(item) }) : ''}
      description={
        item?.assignee
          ? withElements((values) => t('nowAssignedTo', values), {
              userName: <Ltr>{item.assignee.userName}</Ltr>,
            })
          : t('nobodyHasIt')
      }
    >
      {item && <AssignForm item={item} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

function AssignForm({ item, onDone }: { item: WorkItem; onDone: () => void }) {
  const t = useT(workText);
  const tc = useT(contractText);
  const deciders = useWorkDeciders(item.recordId);
  const assign = useAssignWorkItem();
  const [userId, setUserId] = useState(item.assignee?.id ?? '');
  const [error, setError] = useState<string>();
  const send = async (to: string | null) => {
    try {
      await assign.mutateAsync({ recordId: item.recordId, userId: to });
      toast.success(messages.updated);
      onDone();
    } catch {
      // The API client has said why.
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!userId) return setError(messages.workAssigneeCannotDecide);
    void send(userId);
  };
  const options = deciders.data?.items ?? [];
  return (
    <form noValidate className="grid gap-4" aria-label={t('assign')} onSubmit={submit}>
      <Field id="work-assignee" label={t('colleague')} error={error}>
        <Select
          value={userId}
          onValueChange={(v) => {
            setUserId(v);
            setError(undefined);
          }}
          disabled={deciders.isPending}
        >
          <SelectTrigger id="work-assignee" className="w-full" aria-invalid={error ? true : undefined}>
            <SelectValue placeholder={deciders.isPending ? tc('fetchingData') : t('chooseColleague')} />
          </SelectTrigger>
          <SelectContent>
            {options.map((u) => (
              <SelectItem key={u.id} value={u.id}>
                <Ltr>{u.userName}</Ltr>
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      {!deciders.isPending && options.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('nobodyElse')}</p>
      )}
      <DialogFooter>
        {item.assignee && (
          <Button variant="outline" disabled={assign.isPending} onClick={() => void send(null)}>
            {t('unassign')}
          </Button>
        )}
        <Button type="submit" disabled={assign.isPending}>
          {assign.isPending ? t('saving') : t('assign')}
        </Button>
      </DialogFooter>
    </form>
  );
}
