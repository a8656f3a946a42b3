import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { P } from '@console/contract/core';
import { ArrowLeftIcon, SearchXIcon } from 'lucide-react';
import { DetailSection } from '@/components/detail-section';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { useHit, type HitDetail } from './api/get-hit';
import { DecideHitDialog } from './decide-hit-dialog';
import { hitChoices } from './decision-choices';
import { HitComparison } from './hit-comparison';
import { HitStatusBadge } from './hit-status-badge';
import { screeningText } from './messages';
import { scorePercent } from './score';
import { ReasonList, SectionCard } from './section-card';

/** /screening/hits/{id}: a hit beside its list entry, the score and its reasons, and its decision. */
export function HitScreen({ id }: { id: string }) {
  const t = useT(screeningText);
  const hit = useHit(id);
  return (
    <div className="grid grid-cols-1 gap-6">
      <Button variant="ghost" size="sm" className="justify-self-start" asChild>
        <Link to="/screening/hits">
          <ArrowLeftIcon aria-hidden="true" className="rtl:rotate-180" />
          {t('backToHits')}
        </Link>
      </Button>
      {hit.isError ? (
        <div className="grid justify-items-center gap-4 rounded-lg border border-dashed p-10 text-center">
          <SearchXIcon className="size-10 text-muted-foreground" aria-hidden="true" />
          <p role="alert" className="font-medium">
            {t('hitNotFound')}
          </p>
        </div>
      ) : hit.data ? (
        <HitView hit={hit.data} />
      ) : null}
    </div>
  );
}

function HitView({ hit }: { hit: HitDetail }) {
  const t = useT(screeningText);
  const session = useSession();
  const canConfirm = useCan(P.ConfirmScreeningMatch);
  const [deciding, setDeciding] = useState(false);
  const choices = hitChoices(hit, { userName: session?.userName ?? null, canConfirm });
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight">{t('hitTitle', { name: hit.recordName })}</h1>
          <HitStatusBadge status={hit.status} />
        </div>
        <div className="flex flex-wrap gap-2">
          {hit.recordType === 'Customer' && (
            <Button variant="outline" asChild>
              <Link to="/customers/$id" params={{ id: hit.recordId }}>
                {t('customerProfile')}
              </Link>
            </Button>
          )}
          {choices.kind === 'decide' && <Button onClick={() => setDeciding(true)}>{t('decide')}</Button>}
        </div>
      </div>
      {choices.kind === 'note' && (
        <p role="status" className="rounded-md border bg-muted/40 p-3 text-sm">
          {t(choices.note, choices.values)}
        </p>
      )}
      <DetailSection
        title={t('summary')}
        details={[
          { label: t('listEntry'), value: t('entryOf', { source: t(hit.source), reference: hit.reference }) },
          { label: t('score'), value: t('scoreValue', { score: scorePercent(hit.score) }) },
          { label: t('raisedAt'), value: formatDateTime(hit.createdAt) },
          { label: t('proposedBy'), value: hit.proposedBy },
          { label: t('decidedBy'), value: hit.decidedBy },
          { label: t('decidedAt'), value: hit.decidedAt ? formatDateTime(hit.decidedAt) : null },
          { label: t('decisionReason'), value: hit.reason },
        ]}
      />
      <HitComparison hit={hit} />
      <Reasons hit={hit} />
      {choices.kind === 'decide' && (
        <DecideHitDialog hit={hit} options={choices.options} open={deciding} onOpenChange={setDeciding} />
      )}
    </>
  );
}

function Reasons({ hit }: { hit: HitDetail }) {
  const t = useT(screeningText);
  return (
    <SectionCard title={t('reasons')} className="grid gap-2">
      <p className="text-sm font-medium">{t('scoreOf', { score: scorePercent(hit.score) })}</p>
      <ReasonList reasons={hit.reasons} />
    </SectionCard>
  );
}
