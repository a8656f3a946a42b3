import type { SessionUser } from '../kernel/session-user.ts';

/** What a decision knows of the user who asks for it: their name and what they may do. */
export type Decider = Pick<SessionUser, 'userName' | 'isSUDO' | 'permissions'>;

/**
 * Note: four eyes. Whoever made a record (an application, a business, a requisition) never
 * decides on it; user names are compared without case, as sign-in compares them.
 */
export const madeBy = (record: { createdBy: string }, user: Pick<Decider, 'userName'>): boolean =>
  record.createdBy.toLowerCase() === user.userName.toLowerCase();
