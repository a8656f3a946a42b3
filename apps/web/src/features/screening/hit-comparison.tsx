import { UserText } from '@/components/user-text';
import { useT } from '@/lib/i18n';
import type { HitDetail } from './api/get-hit';
import { comparedFields } from './hit-fields';
import { screeningText } from './messages';
import { SectionCard } from './section-card';

function Values({ values }: { values: string[] }) {
  const t = useT(screeningText);
  if (values.length === 0) return <span className="text-muted-foreground">{t('notGiven')}</span>;
  if (values.length === 1) return <UserText>{values[0]}</UserText>;
  return (
    <ul className="grid gap-1">
      {values.map((v) => (
        <li key={v}>
          <UserText>{v}</UserText>
        </li>
      ))}
    </ul>
  );
}

/** The record as screened and the list entry, field by field, in one table a screen reader reads by row. */
export function HitComparison({ hit }: { hit: HitDetail }) {
  const t = useT(screeningText);
  const rows = comparedFields(hit);
  return (
    <SectionCard title={t('comparison')} className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">
          {t('comparisonCaption', { record: hit.recordName, entry: hit.entryName })}
        </caption>
        <thead>
          <tr className="border-b text-start text-xs text-muted-foreground">
            <th scope="col" className="w-40 py-2 pe-4 text-start font-medium">
              {t('field')}
            </th>
            <th scope="col" className="py-2 pe-4 text-start font-medium">
              {t('thisRecord')}
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              {t('onTheList')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b align-top last:border-0">
              <th scope="row" className="py-2 pe-4 text-start font-medium">
                {row.label}
              </th>
              <td className="py-2 pe-4 break-words">
                <Values values={row.record} />
              </td>
              <td className="py-2 break-words">
                <Values values={row.entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!hit.entry.inForce && (
        <p className="mt-3 text-sm text-muted-foreground">
          {hit.entry.delistedOn ? t('delistedOn', { date: hit.entry.delistedOn }) : t('noLongerInForce')}
        </p>
      )}
    </SectionCard>
  );
}
