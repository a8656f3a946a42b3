import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CORE } from '../core-banking/sandbox/index.ts';
import { bearer, seed, tokenFor } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let admin: string;
const org = DEMO_CORE.org.id;
const mobile = DEMO_CORE.onePhone.replace('+', '');

beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
  admin = await tokenFor(t, 'admin');
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/api/${url}`, headers: bearer(admin) });

interface Line {
  reqId?: string;
  msg: string;
  req?: { url: string };
}
const logLines = () =>
  t.logs
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);

describe('request log', () => {
  it('shows route patterns and no personal data from paths or queries, and keeps request ids', async () => {
    t.logs.length = 0;
    const answers = [
      await get(`Customers/InquiryByPhone/${org}/${mobile}`),
      await get(`Customers/MobileBanking/${org}/${mobile}`),
      await get(`Customers/Lookup?mobile=${mobile}&organizationId=${org}`),
      await get(`Sandbox/SmsOutbox?phone=${mobile}&size=5`),
      await get('Customers?name=Hawa%20Farah&email=hawa%40example.com&page=0&status=Pending'),
      await get(`Customers/NoSuchThing/${mobile}/someone@example.com`),
      // Coded fields given what they do not code: a phone as a page, an e-mail as a status.
      await get(`Customers?page=${mobile}&status=someone%40example.com&size=5`),
    ];
    const text = t.logs.join('');
    for (const secret of [
      mobile,
      'Hawa',
      'hawa%40example.com',
      'someone@example.com',
      'someone%40example.com',
    ])
      expect(text).not.toContain(secret);

    const urls = logLines()
      .filter((l) => l.msg === 'incoming request')
      .map((l) => l.req?.url);
    expect(urls).toEqual([
      '/api/api/Customers/InquiryByPhone/:org/:mobile',
      '/api/api/Customers/MobileBanking/:org/:phone',
      `/api/api/Customers/Lookup?mobile=[redacted]&organizationId=${org}`,
      '/api/api/Sandbox/SmsOutbox?phone=[redacted]&size=5',
      '/api/api/Customers?name=[redacted]&email=[redacted]&page=0&status=Pending',
      '/api/api/Customers/NoSuchThing/[redacted]/[redacted]',
      '/api/api/Customers?page=[redacted]&status=[redacted]&size=5',
    ]);
    // Every line of a request carries the id the client got back.
    const ids = new Set(answers.map((a) => a.headers['x-request-id']));
    const logged = new Set(logLines().map((l) => l.reqId));
    expect(ids.size).toBe(answers.length);
    for (const id of ids) expect(logged).toContain(id);
  });
});
