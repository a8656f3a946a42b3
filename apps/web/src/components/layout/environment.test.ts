import { describe, expect, it } from 'vitest';
import { environmentLabel } from './environment';

describe('environment label (spec 1 §1)', () => {
  it.each([
    ['localhost', 'Environment: Development'],
    ['192.168.1.20', 'Environment: Development'],
    ['console.sandbox.bank.example', 'Environment: Sandbox'],
    ['sandbox-console.example', 'Environment: Sandbox'],
    ['console.bank.example', 'Environment: Production'],
    ['10.0.0.5', 'Environment: Production'],
  ])('%s → %s', (host, label) => {
    expect(environmentLabel(host)).toBe(label);
  });
});
