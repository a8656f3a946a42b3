import type { Translation } from '@/lib/i18n';
import type { rolesText } from '@/features/roles/messages';

export default {
  title: 'Doorarka',
  intro: 'Urur magac leh oo ogolaanshooyin ah oo la siiyo isticmaaleyaasha.',
  createRole: 'Samee door',
  editRole: 'Wax ka beddel doorka',
  roleHelp: 'Doorku waa urur magac leh oo ogolaanshooyin ah oo la siiyo isticmaaleyaasha.',
  name: 'Magaca',
  description: 'Sharaxaadda',
  permissions: 'Ogolaanshooyinka',
  users: 'Isticmaaleyaasha',
  createdAt: 'Waqtiga la sameeyay',
  actions: 'Falalka',
  editRoleOf: 'Wax ka beddel doorka {roleName}',
  deleteRoleOf: 'Tirtir doorka {roleName}',
  historyOfRole: 'Taariikhda doorka {roleName}',
  deleteRoleTitle: 'Ma tirtiraysaa doorka {roleName}?',
  deleteRoleHeld:
    '{count, plural, one {Hal isticmaale ayaa haysta doorkan; waa laga qaadi doonaa, konsolkana waa laga saari doonaa.} other {# isticmaale ayaa haysta doorkan; waa laga qaadi doonaa, konsolkana waa laga saari doonaa.}}',
  deleteRoleUnused: 'Isticmaale doorkan haysta ma jiro.',
  delete: 'Tirtir',
  loadingPermissions: 'Ogolaanshooyinka waa la rarayaa...',
} satisfies Translation<typeof rolesText>;
