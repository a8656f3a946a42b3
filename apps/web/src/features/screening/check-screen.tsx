import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { screeningApi } from '@console/contract';
import { Field, InputField, invalidProps } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { UserText } from '@/components/user-text';
import { useT } from '@/lib/i18n';
import { applyServerErrors } from '@/lib/server-errors';
import { useCheckName, type CheckBody, type CheckHit } from './api/check-name';
import { screeningText } from './messages';
import { scorePercent } from './score';
import { ReasonList, SectionCard } from './section-card';

type Raw = z.input<typeof screeningApi.checkBody>;
const ANY = 'any';
const fields = ['name', 'kind', 'dateOfBirth', 'nationality', 'documentNumber'] as const;

/** /screening/check: a name against the lists in force, with what else is known of it. Nothing is kept. */
export function CheckScreen() {
  const t = useT(screeningText);
  const check = useCheckName();
  const [hits, setHits] = useState<CheckHit[] | null>(null);
  const form = useForm<Raw, unknown, CheckBody>({
    resolver: zodResolver(screeningApi.checkBody),
    defaultValues: { name: '', dateOfBirth: null, nationality: '', documentNumber: '' },
  });
  const errors = form.formState.errors;
  const kind = form.watch('kind');
  const submit = form.handleSubmit(async (body) => {
    try {
      setHits((await check.mutateAsync(body)).hits);
    } catch (error) {
      applyServerErrors(error, form.setError, fields);
    }
  });
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('checkTitle')}</h1>
        <p className="text-sm text-muted-foreground">{t('checkIntro')}</p>
      </div>
      <form noValidate aria-label={t('checkTitle')} className="grid gap-4" onSubmit={(e) => void submit(e)}>
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          <InputField
            label={t('name')}
            error={errors.name?.message}
            autoComplete="off"
            {...form.register('name')}
          />
          <Field id="check-kind" label={t('kind')}>
            <Select
              value={kind ?? ANY}
              onValueChange={(v) => form.setValue('kind', v === ANY ? undefined : (v as Raw['kind']))}
            >
              <SelectTrigger
                id="check-kind"
                className="w-full"
                {...invalidProps('check-kind', errors.kind?.message)}
              >
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ANY}>{t('anyKind')}</SelectItem>
                {screeningApi.entryKinds.map((k) => (
                  <SelectItem key={k} value={k}>
                    {t(k)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          <InputField
            label={t('dateOfBirth')}
            type="date"
            error={errors.dateOfBirth?.message}
            {...form.register('dateOfBirth', { setValueAs: (v: string) => (v ? v : null) })}
          />
          <InputField
            label={t('nationality')}
            error={errors.nationality?.message}
            {...form.register('nationality')}
          />
          <InputField
            label={t('documentNumber')}
            error={errors.documentNumber?.message}
            {...form.register('documentNumber')}
          />
        </div>
        <Button type="submit" className="justify-self-start" disabled={check.isPending}>
          {check.isPending ? t('checking') : t('check')}
        </Button>
      </form>
      {hits && <CheckResults hits={hits} />}
    </div>
  );
}

function CheckResults({ hits }: { hits: CheckHit[] }) {
  const t = useT(screeningText);
  return (
    <SectionCard
      title={t('results')}
      className="grid gap-4"
      below={
        <p role="status" className="text-sm text-muted-foreground">
          {hits.length === 0 ? t('noMatches') : t('matchesFound', { count: hits.length })}
        </p>
      }
    >
      {hits.length > 0 &&
        hits.map((h) => (
          <article
            key={`${h.source} ${h.reference}`}
            className="grid gap-2 rounded-md border p-4"
            aria-label={h.name}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="font-medium">
                <UserText>{h.name}</UserText>
              </h2>
              <span className="text-sm tabular-nums">
                {t('scoreValue', { score: scorePercent(h.score) })}
              </span>
            </div>
            <p className="text-xs text-muted-foreground">
              {t('entryOf', { source: t(h.source), reference: h.reference })} · {t(h.kind)}
            </p>
            <ReasonList reasons={h.reasons} />
          </article>
        ))}
    </SectionCard>
  );
}
