import { defineMessages } from '@/lib/i18n';

/** The roles list, the role form and the deletion of a role (spec 2 §2, §5; spec 1 §6). */
export const rolesText = defineMessages('roles', {
  title: 'Roles',
  intro: 'Named bundles of permissions given to users.',
  createRole: 'Create Role',
  editRole: 'Edit Role',
  roleHelp: 'A role is a named bundle of permissions given to users.',
  name: 'Name',
  description: 'Description',
  permissions: 'Permissions',
  users: 'Users',
  createdAt: 'Created at',
  actions: 'Actions',
  editRoleOf: 'Edit role {roleName}',
  deleteRoleOf: 'Delete role {roleName}',
  historyOfRole: 'History of role {roleName}',
  deleteRoleTitle: 'Delete role {roleName}?',
  deleteRoleHeld: '{count} user(s) hold this role; it will be removed from them and they will be signed out.',
  deleteRoleUnused: 'No user holds this role.',
  delete: 'Delete',
  loadingPermissions: 'Loading permissions...',
});
