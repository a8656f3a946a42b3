export { SandboxCore, PIN_RESET_SMS, REFUSED_CHANGE } from './sandbox-core.ts';
export { coreSwitches, setCoreFaultMode, type CoreFaultMode } from './faults.ts';
export { listSmsOutbox } from './outbox.ts';
export { sandboxSeeder } from './seed.ts';
export { merchantsCoreSeeder } from './seed-merchants.ts';
export { DEMO_CORE } from './demo-facts.ts';
export { recordMerchantPayments } from './merchants.ts';
