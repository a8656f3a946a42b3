import { useState, type FormEvent } from 'react';
import { listSources, type ListSource } from '@console/contract/core';
import { Field, invalidProps } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { translateText, useT } from '@/lib/i18n';
import { useImportList } from './api/import-list';
import { screeningText } from './messages';
import { refusalText } from './reason-text';
import { SectionCard } from './section-card';

type Errors = { source?: string; file?: string };

/** The first message a 400 answer gives under `field`, if any. */
function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { errors?: Record<string, unknown>; message?: unknown } | undefined;
  const list = body?.errors?.[field];
  return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : undefined;
}

/**
 * A new version of a list, for holders of screening.manage_lists. A refused file (malformed, cut
 * short, of another format, empty) is shown under the file, in the server's words translated.
 */
export function ImportListForm() {
  const t = useT(screeningText);
  const importList = useImportList();
  const [source, setSource] = useState<ListSource | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const missing: Errors = {
      ...(source ? {} : { source: t('chooseList') }),
      ...(file ? {} : { file: t('chooseFile') }),
    };
    setErrors(missing);
    if (!source || !file) return;
    try {
      const v = await importList.mutateAsync({ source, file, alt: source === 'OFAC' ? alt : null });
      setDone(
        t('imported', {
          source: t(v.source),
          entries: v.entries,
          added: formatCount(v.added),
          removed: formatCount(v.removed),
          changed: formatCount(v.changed),
        }),
      );
    } catch (error) {
      const refused = fieldError(error, 'file');
      const other = fieldError(error, 'source');
      setErrors({
        ...(refused ? { file: refusalText(refused) } : {}),
        ...(other ? { source: translateText(other) } : {}),
      });
    }
  };

  return (
    <SectionCard
      title={t('importTitle')}
      below={<p className="text-sm text-muted-foreground">{t('importIntro')}</p>}
    >
      <form noValidate aria-label={t('importTitle')} className="grid gap-4" onSubmit={(e) => void submit(e)}>
        <div className="grid gap-4 md:grid-cols-3">
          <Field id="list-source" label={t('list')} error={errors.source}>
            <Select
              value={source}
              onValueChange={(v) => {
                setSource(v as ListSource);
                setErrors((e) => ({ ...e, source: undefined }));
              }}
            >
              <SelectTrigger
                id="list-source"
                className="w-full"
                {...invalidProps('list-source', errors.source)}
              >
                <SelectValue placeholder={t('chooseList')} />
              </SelectTrigger>
              <SelectContent>
                {listSources.map((s) => (
                  <SelectItem key={s} value={s}>
                    {t(s)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          <Field id="list-file" label={t('file')} error={errors.file}>
            <Input
              id="list-file"
              type="file"
              accept=".xml,.csv,text/xml,application/xml,text/csv"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setErrors((x) => ({ ...x, file: undefined }));
              }}
              {...invalidProps('list-file', errors.file)}
            />
          </Field>
          {source === 'OFAC' && (
            <Field id="list-alt" label={t('altFile')}>
              <Input
                id="list-alt"
                type="file"
                accept=".csv,text/csv"
                onChange={(e) => setAlt(e.target.files?.[0] ?? null)}
              />
            </Field>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={importList.isPending}>
            {importList.isPending ? t('importing') : t('importList')}
          </Button>
          <p role="status" className="text-sm">
            {done}
          </p>
        </div>
      </form>
    </SectionCard>
  );
}
