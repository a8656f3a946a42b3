export * from './activity.ts';
export * from './identity.ts';
export * from './customers.ts';
export * from './core.ts';
export * from './applications.ts';
export * from './core-cards.ts';
export * from './card-requisitions.ts';
export * from './businesses.ts';
