export * from './activity.ts';
export * from './identity.ts';
export * from './customers.ts';
export * from './core.ts';
export * from './applications.ts';
export * from './businesses.ts';
export * from './dashboards.ts';
export * from './core-mbanking.ts';
