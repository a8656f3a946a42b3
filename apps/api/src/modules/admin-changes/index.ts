export { adminChangesRoutes } from './admin-changes.routes.ts';
export {
  AdminChanges,
  askedByRemark,
  type AdminChangeRow,
  type ChangeHandler,
  type Proposal,
} from './admin-changes.ts';
