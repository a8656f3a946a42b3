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

  it.each(['127.0.0.1', '127.1.2.3', '[::1]', '::1', 'LOCALHOST', 'console.localhost', '[::ffff:7f00:1]'])(
    'treats the loopback address %s as Development',
    (host) => {
      expect(environmentLabel(host)).toBe('Environment: Development');
    },
  );

  it.each(['128.0.0.1', '1127.0.0.1', '[::2]', 'localhost.example.com', '10.127.0.1'])(
    'does not take %s for loopback',
    (host) => {
      expect(environmentLabel(host)).toBe('Environment: Production');
    },
  );

  it('says Sandbox whenever the server runs the sandbox core, whatever the host', () => {
    const sandbox = { coreBanking: 'sandbox' } as const;
    expect(environmentLabel('127.0.0.1', sandbox)).toBe('Environment: Sandbox');
    expect(environmentLabel('console.bank.example', sandbox)).toBe('Environment: Sandbox');
    expect(environmentLabel('192.168.0.4', sandbox)).toBe('Environment: Sandbox');
  });

  it('falls back to the host when the server runs a bank core', () => {
    const bank = { coreBanking: 'bank' } as const;
    expect(environmentLabel('127.0.0.1', bank)).toBe('Environment: Development');
    expect(environmentLabel('console.bank.example', bank)).toBe('Environment: Production');
  });
});
