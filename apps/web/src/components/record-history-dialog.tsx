import { FormDialog } from '@/components/form-dialog';
import { useT } from '@/lib/i18n';
import { componentsText } from './messages';
import { RecordHistory } from './record-history';

/** The History of a record that has no page of its own (a merchant, a user, a role), in a dialog. */
export function RecordHistoryDialog({
  record,
  onOpenChange,
}: {
  /** The record whose timeline to show, named as its list names it; null when closed. */
  record: { id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(componentsText);
  return (
    <FormDialog
      open={record !== null}
      onOpenChange={onOpenChange}
      title={t('history')}
      description={record ? t('changesOf', { name: record.name }) : undefined}
      className="sm:max-w-[720px]"
    >
      {record && (
        // A scrolling region is reached by keyboard too.
        <div
          className="max-h-[65vh] overflow-y-auto pe-1"
          tabIndex={0}
          role="region"
          aria-label={t('historyOf', { name: record.name })}
        >
          <RecordHistory recordId={record.id} label={t('historyOf', { name: record.name })} />
        </div>
      )}
    </FormDialog>
  );
}
