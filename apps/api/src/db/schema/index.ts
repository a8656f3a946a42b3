export * from './activity.ts';
export * from './identity.ts';
