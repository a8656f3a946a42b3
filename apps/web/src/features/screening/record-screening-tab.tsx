import type { BadgeTone } from '@console/contract/core';
import { P } from '@console/contract';
import { Link } from '@tanstack/react-router';
import { CircleCheckIcon, ClockIcon, OctagonAlertIcon, ShieldAlertIcon, type LucideIcon } from 'lucide-react';
import { ToneBadge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { UserText } from '@/components/user-text';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { useRecordScreening, type RecordScreening, type ScreenedProfile } from './api/get-record-screening';
import { HitStatusBadge } from './hit-status-badge';
import { screeningText } from './messages';
import { scorePercent } from './score';

type State = RecordScreening['state'];

/** Each state's name, meaning, colour and mark: the name and the sentence carry it, not the colour. */
const looks: Record<
  State,
  { name: `state${State}`; meaning: `state${State}Meaning`; tone: BadgeTone; icon: LucideIcon }
> = {
  Clear: { name: 'stateClear', meaning: 'stateClearMeaning', tone: 'green', icon: CircleCheckIcon },
  Pending: { name: 'statePending', meaning: 'statePendingMeaning', tone: 'amber', icon: ClockIcon },
  Held: { name: 'stateHeld', meaning: 'stateHeldMeaning', tone: 'blue', icon: ShieldAlertIcon },
  TrueMatch: {
    name: 'stateTrueMatch',
    meaning: 'stateTrueMatchMeaning',
    tone: 'red',
    icon: OctagonAlertIcon,
  },
};

/**
 * The Screening tab of a profile: whether the record is held, and why, and the hits raised on it
 * (a business's signatories' too), decided ones kept. Compliance opens a hit from here.
 */
export function RecordScreeningTab({ type, id }: { type: ScreenedProfile; id: string }) {
  const t = useT(screeningText);
  const screening = useRecordScreening(type, id);
  const canOpen = useCan([P.ReviewScreeningHits, P.ConfirmScreeningMatch]);
  if (screening.isPending)
    return (
      <div role="status" aria-busy="true" aria-label={t('recordLoading')}>
        <Skeleton className="h-24 w-full" />
      </div>
    );
  if (screening.isError) return <p role="alert">{t('recordUnavailable')}</p>;
  const { state, openHits, hits } = screening.data;
  const look = looks[state];
  return (
    <section className="grid gap-4" aria-labelledby="record-screening-state">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="record-screening-state" className="text-base font-semibold">
          <ToneBadge tone={look.tone} icon={look.icon} meaning={t(look.meaning)}>
            {t(look.name)}
          </ToneBadge>
        </h3>
        {openHits > 0 && (
          <span className="text-sm text-muted-foreground">{t('openHitsCount', { count: openHits })}</span>
        )}
      </div>
      <p className="text-sm">{t(look.meaning)}</p>
      {hits.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('noRecordHits')}</p>
      ) : (
        <Table aria-label={t('recordHitsCaption')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('listEntry')}</TableHead>
              <TableHead>{t('score')}</TableHead>
              <TableHead>{t('status')}</TableHead>
              <TableHead>{t('raisedAt')}</TableHead>
              <TableHead>{t('decidedBy')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {hits.map((hit) => (
              <TableRow key={hit.id}>
                <TableCell className="whitespace-normal">
                  <span className="grid">
                    <span className="text-xs text-muted-foreground">
                      {t('entryOf', { source: t(hit.source), reference: hit.reference })}
                      {hit.recordType === 'Signatory' && (
                        <>
                          {' · '}
                          {t('onSignatory', { name: hit.recordName })}
                        </>
                      )}
                    </span>
                    {canOpen ? (
                      <Link
                        to="/screening/hits/$id"
                        params={{ id: hit.id }}
                        className="font-medium underline-offset-4 hover:underline"
                      >
                        <UserText>{hit.entryName}</UserText>
                      </Link>
                    ) : (
                      <UserText>{hit.entryName}</UserText>
                    )}
                  </span>
                </TableCell>
                <TableCell className="tabular-nums">
                  {t('scoreValue', { score: scorePercent(hit.score) })}
                </TableCell>
                <TableCell>
                  <HitStatusBadge status={hit.status} />
                </TableCell>
                <TableCell>{formatDateTime(hit.createdAt)}</TableCell>
                <TableCell>{hit.decidedBy ?? '–'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
