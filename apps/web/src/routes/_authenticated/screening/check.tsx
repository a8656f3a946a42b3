import { createFileRoute } from '@tanstack/react-router';
import { P } from '@console/contract/core';
import { RequirePermission } from '@/lib/permissions';
import { CheckScreen } from '@/features/screening/check-screen';

export const Route = createFileRoute('/_authenticated/screening/check')({
  component: CheckRoute,
});

function CheckRoute() {
  return (
    <RequirePermission permission={P.ScreeningCheck}>
      <CheckScreen />
    </RequirePermission>
  );
}
