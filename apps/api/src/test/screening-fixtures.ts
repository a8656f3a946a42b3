import { readFileSync } from 'node:fs';
import { bearer } from './auth-helpers.ts';
import type { TestApp } from './test-app.ts';

/** Imports the UN fixture (`modules/screening/fixtures`) as `token` would upload it; answers the reply. */
export function importUnFixture(t: TestApp, token: string) {
  const un = readFileSync(new URL('../modules/screening/fixtures/un-consolidated-list.xml', import.meta.url));
  const boundary = '----un-fixture';
  return t.app.inject({
    method: 'POST',
    url: '/api/api/Screening/Lists/UN',
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="un.xml"\r\n\r\n`),
      un,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
