import { useState, type FormEvent } from 'react';
import { messages } from '@console/contract';
import { Field } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/lib/toast';
import { useAssignWorkItem } from './api/assign-work-item';
import type { WorkItem } from './api/list-work-queue';
import { useWorkDeciders } from './api/list-work-deciders';
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
  return (
    <FormDialog
      open={item !== null}
      onOpenChange={onOpenChange}
      title={item ? `Assign ${itemName(item)}` : ''}
      description={item?.assignee ? `Now assigned to ${item.assignee.userName}.` : 'Nobody has it yet.'}
    >
      {item && <AssignForm item={item} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

function AssignForm({ item, onDone }: { item: WorkItem; onDone: () => void }) {
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
    <form noValidate className="grid gap-4" aria-label="Assign" onSubmit={submit}>
      <Field id="work-assignee" label="Colleague" error={error}>
        <Select
          value={userId}
          onValueChange={(v) => {
            setUserId(v);
            setError(undefined);
          }}
          disabled={deciders.isPending}
        >
          <SelectTrigger id="work-assignee" className="w-full" aria-invalid={error ? true : undefined}>
            <SelectValue placeholder={deciders.isPending ? messages.fetchingData : 'Choose a colleague'} />
          </SelectTrigger>
          <SelectContent>
            {options.map((u) => (
              <SelectItem key={u.id} value={u.id}>
                {u.userName}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      {!deciders.isPending && options.length === 0 && (
        <p className="text-sm text-muted-foreground">Nobody else may decide this item.</p>
      )}
      <DialogFooter>
        {item.assignee && (
          <Button variant="outline" disabled={assign.isPending} onClick={() => void send(null)}>
            Unassign
          </Button>
        )}
        <Button type="submit" disabled={assign.isPending}>
          {assign.isPending ? 'Saving...' : 'Assign'}
        </Button>
      </DialogFooter>
    </form>
  );
}
