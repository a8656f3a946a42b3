import { permissionGroups, type Permission, type PermissionGroup } from '@console/contract/core';
import { defineMessages } from './i18n';

type AreaOf<P> = P extends `${infer A}.${string}` ? A : never;
/** The area of a permission: `user` of `user.register_user`, as its group is keyed. */
type PermissionArea = AreaOf<Permission>;

const areaOf = (permission: string): string => permission.split('.')[0] ?? '';

/**
 * The permission catalogue (spec 1 §6) as the Roles and Users screens show it: each group's title
 * under its area (`user`), each permission's label under its name (`user.register_user`).
 */
const permissionTitles = Object.fromEntries(
  permissionGroups.flatMap((group) => [
    [areaOf(group.permissions[0]?.value ?? ''), group.title],
    ...group.permissions.map((p) => [p.value, p.title]),
  ]),
) as Record<Permission | PermissionArea, string>;

export const permissionText = defineMessages('permissions', permissionTitles);

/** A permission by its name (`user.register_user`) in the active language; an unknown one as `fallback`. */
export function permissionLabel(name: string, fallback: string = name): string {
  return permissionText.has(name) ? permissionText.t(name) : fallback;
}

/** A group of permissions, as GET Permissions lists it, by the area of its permissions. */
export function permissionGroupTitle(
  group: Pick<PermissionGroup, 'title'> & { permissions: readonly { value: string }[] },
): string {
  const area = areaOf(group.permissions[0]?.value ?? '');
  return permissionText.has(area) ? permissionText.t(area) : group.title;
}
