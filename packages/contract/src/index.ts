export * from './permissions.ts';
export * from './messages.ts';
export * from './statuses.ts';
export * from './paging.ts';
export * from './endpoint.ts';
export * as platformApi from './endpoints/platform.ts';
