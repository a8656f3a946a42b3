import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useLookup } from '@/lib/metadata';
import { Field, invalidProps } from '@/components/field';
import { useT } from '@/lib/i18n';
import { lookupLabel } from '@/lib/lookup-messages';
import { applyServerErrors } from '@/lib/server-errors';
import {
  asksForNumber,
  uploadDocumentSchema,
  type UploadDocumentOutput,
  type UploadDocumentValues,
} from './upload-document-schema';
import { documentsText } from './messages';

const ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

/** What the form hands over: the type, with number and dates where the type asks for them, and the file. */
export type DocumentUpload = Pick<UploadDocumentOutput, 'documentType' | 'file'> &
  Partial<Pick<UploadDocumentOutput, 'documentNo' | 'issueDate' | 'expireDate'>>;

/**
 * Document type, number, dates and the file. Upload is disabled while the form is invalid
 * (spec 2 §5), as `aria-disabled` rather than `disabled`: it stays reachable, and pressing it
 * sends nothing but shows every field's message, so the spec's texts say why it cannot upload.
 * A field also says its message once touched. `upload` sends it for whoever the document belongs to.
 */
export function UploadDocumentForm({
  upload,
  onDone,
}: {
  upload: (document: DocumentUpload) => Promise<unknown>;
  onDone: () => void;
}) {
  const t = useT(documentsText);
  const form = useForm<UploadDocumentValues, unknown, UploadDocumentOutput>({
    resolver: zodResolver(uploadDocumentSchema),
    mode: 'onTouched',
    defaultValues: { documentNo: '', issueDate: '', expireDate: '' },
  });
  const types = useLookup('DocumentName');
  const documentType = useWatch({ control: form.control, name: 'documentType' });
  const withNumber = asksForNumber(documentType);
  const { errors, isValid, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const { file, ...fields } = values;
    const body = withNumber ? fields : { documentType: fields.documentType };
    try {
      await upload({ ...body, file });
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, [
        'documentType',
        'documentNo',
        'issueDate',
        'expireDate',
        'file',
      ]);
    }
  });

  return (
    <form noValidate aria-label={t('uploadDocument')} className="grid gap-4" onSubmit={submit}>
      <Controller
        control={form.control}
        name="documentType"
        render={({ field, fieldState }) => (
          <Field id="document-type" label={t('documentType')} error={fieldState.error?.message}>
            <Select
              value={field.value ?? ''}
              onValueChange={(v) => {
                field.onChange(v);
                if (!asksForNumber(v)) {
                  for (const name of ['documentNo', 'issueDate', 'expireDate'] as const)
                    form.setValue(name, '', { shouldValidate: true });
                }
              }}
              onOpenChange={(open) => !open && field.onBlur()}
            >
              <SelectTrigger
                id="document-type"
                ref={field.ref}
                className="w-full"
                {...invalidProps('document-type', fieldState.error?.message)}
              >
                <SelectValue placeholder={t('selectDocumentType')} />
              </SelectTrigger>
              <SelectContent>
                {types.data?.map((type) => (
                  <SelectItem key={type.id} value={type.id}>
                    {lookupLabel('DocumentName', type)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
        )}
      />
      {withNumber && (
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id="document-no" label={t('documentNumber')} error={errors.documentNo?.message}>
            <Input
              id="document-no"
              {...invalidProps('document-no', errors.documentNo?.message)}
              {...form.register('documentNo')}
            />
          </Field>
          <Field id="document-issue" label={t('issueDate')} error={errors.issueDate?.message}>
            <Input
              id="document-issue"
              type="date"
              {...invalidProps('document-issue', errors.issueDate?.message)}
              {...form.register('issueDate', { deps: ['expireDate'] })}
            />
          </Field>
          <Field id="document-expiry" label={t('expiryDate')} error={errors.expireDate?.message}>
            <Input
              id="document-expiry"
              type="date"
              {...invalidProps('document-expiry', errors.expireDate?.message)}
              {...form.register('expireDate')}
            />
          </Field>
        </div>
      )}
      <Controller
        control={form.control}
        name="file"
        render={({ field, fieldState }) => (
          <Field id="document-file" label={t('file')} error={fieldState.error?.message}>
            <Input
              id="document-file"
              type="file"
              accept={ACCEPT}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              onChange={(e) => {
                field.onChange(e.target.files?.[0] ?? null);
                field.onBlur();
              }}
              {...invalidProps('document-file', fieldState.error?.message)}
            />
            <p className="text-xs text-muted-foreground">{t('fileHint')}</p>
          </Field>
        )}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button
          type="submit"
          aria-disabled={!isValid || undefined}
          disabled={isSubmitting}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        >
          {isSubmitting ? t('uploading') : t('upload')}
        </Button>
      </DialogFooter>
    </form>
  );
}
