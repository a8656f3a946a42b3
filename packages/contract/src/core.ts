/**
 * The part of the contract that needs no zod: permissions, messages, statuses, lookups, session
 * claims, paging defaults and the endpoint path helpers. The web's sign-in page and shell import
 * this entry so that zod and the endpoint schemas load only with the screens that use them.
 */
export * from './permissions.ts';
export * from './messages.ts';
export * from './statuses.ts';
export * from './page-sizes.ts';
export * from './session.ts';
export * from './metadata.ts';
export * from './countries.ts';
export * from './endpoint.ts';
export * from './languages.ts';
export * from './activity-events.ts';
