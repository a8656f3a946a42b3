export { SandboxCore, PIN_RESET_SMS, type SandboxCoreDeps } from './sandbox-core.ts';
export { listSmsOutbox, type SmsMessage } from './outbox.ts';
export { sandboxSeeder } from './seed.ts';
export { DEMO_CORE } from './demo-facts.ts';
