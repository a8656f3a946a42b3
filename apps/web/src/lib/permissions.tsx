import { hasPermission, type PermissionMode, type StoredSession } from '@console/contract/core';
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
  shows,
  children,
}: {
  permission: string | readonly string[];
  mode?: PermissionMode;
  /** Beyond the permission: whether the screen has anything to show this user. */
  shows?: (user: StoredSession) => boolean;
  children: ReactNode;
}) {
  const tc = useT(contractText);
  const session = useSession();
  const allowed =
    hasPermission(session, permission, mode) && (!shows || (session !== null && shows(session)));
  if (!allowed)
    return (
      <p role="alert" className="p-6 text-sm text-muted-foreground">
        {tc('notAllowed')}
      </p>
    );
  return <>{children}</>;
}
