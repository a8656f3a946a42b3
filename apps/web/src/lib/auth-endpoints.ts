/**
 * The sign-in endpoints, loaded on first use: their declarations carry zod schemas, and the
 * sign-in page must paint without zod (it loads in the background while the user types).
 */
export const loadAuthApi = () => import('@console/contract/endpoints/auth');
