export * from './activity.ts';
