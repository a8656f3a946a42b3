import { hasPermission, type PermissionMode } from '@console/contract/core';
import type { ReactNode } from 'react';
import { contractText } from './contract-messages';
import { useT } from './i18n';
import { useSession } from './session';

/** Whether the signed-in user holds the permission (spec 1 §6; isSUDO holds all). */
export function useCan(required: string | readonly string[], mode?: PermissionMode): boolean {
  const session = useSession();
  return hasPermission(session, required, mode);
}

/** Renders the children only for a user holding the permission; otherwise the spec's message. */
export function RequirePermission({
  permission,
  mode,
  children,
}: {
  permission: string | readonly string[];
  mode?: PermissionMode;
  children: ReactNode;
}) {
  const tc = useT(contractText);
  const allowed = useCan(permission, mode);
  if (!allowed)
    return (
      <p role="alert" className="p-6 text-sm text-muted-foreground">
        {tc('notAllowed')}
      </p>
    );
  return <>{children}</>;
}
