import { createFileRoute } from '@tanstack/react-router';
import { P } from '@console/contract/core';
import { RequirePermission } from '@/lib/permissions';
import { HitScreen } from '@/features/screening/hit-screen';

export const Route = createFileRoute('/_authenticated/screening/hits/$id')({
  component: HitRoute,
});

function HitRoute() {
  const { id } = Route.useParams();
  return (
    <RequirePermission permission={[P.ReviewScreeningHits, P.ConfirmScreeningMatch]}>
      <HitScreen key={id} id={id} />
    </RequirePermission>
  );
}
