export { SandboxCore, PIN_RESET_SMS } from './sandbox-core.ts';
export { listSmsOutbox } from './outbox.ts';
export { sandboxSeeder } from './seed.ts';
export { DEMO_CORE } from './demo-facts.ts';
export { recordMerchantPayments } from './merchants.ts';
