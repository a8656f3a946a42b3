import { expect } from 'vitest';
import type { CoreBanking } from '../core-banking/port.ts';
import { SandboxCore } from '../core-banking/sandbox/index.ts';
import { SecretBox } from '../platform/auth/secret-box.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { bearer } from './auth-helpers.ts';

/** A test app whose sandbox core the test holds, to cut it off and read its state. */
export async function createAppWithCore(
  config?: Record<string, string>,
): Promise<{ t: TestApp; core: SandboxCore }> {
  const holder: { core?: SandboxCore } = {};
  const t = await createTestApp({
    ...(config ? { config } : {}),
    deps: {
      get core(): CoreBanking {
        return holder.core!;
      },
    },
  });
  const core = new SandboxCore({
    db: t.database.db,
    box: new SecretBox(t.config.dataEncryptionKey),
    clock: t.clock,
    timeoutMs: t.config.coreTimeoutMs,
  });
  holder.core = core;
  return { t, core };
}

/** Sends an OTP as `token` and reads the code from the sandbox outbox with `reader`. */
export async function otpFor(
  t: TestApp,
  token: string,
  reader: string,
  body: { organizationId: string; phone: string; operation: string; customerId?: string | null },
): Promise<string> {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/api/Applications/SendOtp',
    headers: bearer(token),
    payload: body,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const outbox = await t.app.inject({
    url: `/api/api/Sandbox/SmsOutbox?phone=${encodeURIComponent(body.phone)}&size=1`,
    headers: bearer(reader),
  });
  const code = /\b(\d{6})\b/.exec(outbox.json<{ text: string }[]>()[0]?.text ?? '')?.[1];
  if (!code) throw new Error('No code in the outbox');
  return code;
}

/**
 * The new-application wizard's submission by `maker` in `organizationId`, its OTP read from the
 * outbox by `reader`: a SAV account in USD for a new profile of `customer` on `mobile`.
 */
export async function submitApplication(
  t: TestApp,
  tokens: { maker: string; reader: string },
  wizard: { organizationId: string; mobile: string; customer: Record<string, unknown> },
): Promise<{ id: string; customerId: string }> {
  const { organizationId, mobile } = wizard;
  const oTP = await otpFor(t, tokens.maker, tokens.reader, {
    organizationId,
    phone: mobile,
    operation: 'NewApplication',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/api/Applications',
    headers: bearer(tokens.maker),
    payload: {
      organizationId,
      accountType: 'SAV',
      currency: 'USD',
      mobile,
      oTP,
      language: 'Somali',
      customer: wizard.customer,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
