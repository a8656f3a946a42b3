import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, MAX_DOCUMENT_BYTES } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { insertCustomers } from '../../test/customer-fixtures.ts';

let t: TestApp;
let officer: string;
let customerId: string;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
  officer = await tokenFor(t, 'officer');
  customerId = (await insertCustomers(t, [{ name: 'Faadumo Hassan' }]))[0]!.id;
});
afterAll(() => t.close());

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(64),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = '----test' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { ...bearer(officer), 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) =>
  t.app.inject({ method: 'POST', url: '/api/api/Documents', ...multipart(fields, file) });

describe('document upload', () => {
  it('asks for a type and a file, and number and dates except for Photo and Signature', async () => {
    const none = await upload({ customerId });
    expect(none.json()).toEqual({
      errors: { documentType: [messages.documentTypeRequired], file: [messages.selectFile] },
    });
    const passport = await upload(
      { customerId, documentType: 'Passport' },
      { name: 'p.png', type: 'image/png', data: PNG },
    );
    expect(Object.keys(passport.json<{ errors: object }>().errors).sort()).toEqual([
      'documentNo',
      'expireDate',
      'issueDate',
    ]);
    const photo = await upload(
      { customerId, documentType: 'Photo' },
      { name: 'me.png', type: 'image/png', data: PNG },
    );
    expect(photo.statusCode).toBe(201);
    expect(photo.json()).toMatchObject({ documentType: 'Photo', contentType: 'image/png', documentNo: null });
  });

  it('stores a PDF, counts it on the profile, and serves it back as an attachment', async () => {
    const res = await upload(
      {
        customerId,
        documentType: 'Passport',
        documentNo: 'P1234567',
        issueDate: '2024-01-01',
        expireDate: '2034-01-01',
      },
      { name: '../../etc/x.pdf', type: 'application/octet-stream', data: PDF },
    );
    expect(res.statusCode).toBe(201);
    const doc = res.json<{ id: string; contentType: string }>();
    expect(doc.contentType).toBe('application/pdf');
    const file = await t.app.inject({ url: `/api/api/Documents/${doc.id}/File`, headers: bearer(officer) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="passport-[0-9a-f]{8}\.pdf"$/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const list = (
      await t.app.inject({ url: `/api/api/Customers/${customerId}/Documents`, headers: bearer(officer) })
    ).json<unknown[]>();
    expect(list).toHaveLength(2);
    const profile = (
      await t.app.inject({ url: `/api/api/Customers/${customerId}`, headers: bearer(officer) })
    ).json<{ documents: number }>();
    expect(profile.documents).toBe(2);
  });

  it('refuses a renamed executable with 415 and a file one byte over 10 MiB with 413', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
    const exe = await upload(
      { customerId, documentType: 'Photo' },
      { name: 'photo.png', type: 'image/png', data: elf },
    );
    expect(exe.statusCode).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_DOCUMENT_BYTES + 1 - PNG.length)]);
    const tooBig = await upload(
      { customerId, documentType: 'Photo' },
      { name: 'big.png', type: 'image/png', data: big },
    );
    expect(tooBig.statusCode).toBe(413);
    const exact = Buffer.concat([PNG, Buffer.alloc(MAX_DOCUMENT_BYTES - PNG.length)]);
    expect(
      (
        await upload(
          { customerId, documentType: 'Signature' },
          { name: 'ok.png', type: 'image/png', data: exact },
        )
      ).statusCode,
    ).toBe(201);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/api/Documents',
      headers: bearer(officer),
      payload: { customerId },
    });
    expect(notMultipart.statusCode).toBe(415);
    expect(
      (
        await t.app.inject({ url: `/api/api/Customers/${customerId}/Documents`, headers: bearer(officer) })
      ).json<unknown[]>(),
    ).toHaveLength(3);
  });

  it('404s an unknown customer or document', async () => {
    const res = await upload(
      { customerId: '00000000-0000-4000-8000-000000000000', documentType: 'Photo' },
      { name: 'a.png', type: 'image/png', data: PNG },
    );
    expect(res.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          url: '/api/api/Documents/00000000-0000-4000-8000-000000000000/File',
          headers: bearer(officer),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answers 400 to a multipart body it cannot read, and stores nothing', async () => {
    const count = async () =>
      (
        await t.app.inject({ url: `/api/api/Customers/${customerId}/Documents`, headers: bearer(officer) })
      ).json<unknown[]>().length;
    const before = await count();
    const good = multipart(
      { customerId, documentType: 'Photo' },
      { name: 'a.png', type: 'image/png', data: PNG },
    );
    const boundary = /boundary=(.+)$/.exec(good.headers['content-type'])![1]!;
    const send = (contentType: string, payload: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/api/Documents',
        payload,
        headers: { ...bearer(officer), 'content-type': contentType },
      });
    const cases: [string, string, Buffer][] = [
      ['no boundary', 'multipart/form-data', good.payload],
      ['unknown boundary', 'multipart/form-data; boundary=somethingelse', good.payload],
      ['truncated', good.headers['content-type'], good.payload.subarray(0, good.payload.length - 40)],
      ['cut in the headers', good.headers['content-type'], good.payload.subarray(0, 30)],
      ['very long boundary', `multipart/form-data; boundary=${'x'.repeat(5000)}`, good.payload],
      ['empty body', good.headers['content-type'], Buffer.alloc(0)],
    ];
    for (const [name, contentType, payload] of cases) {
      const res = await send(contentType, payload);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
    }
    const noBoundary = await send('multipart/form-data', good.payload);
    expect(noBoundary.json()).toEqual({ message: messages.malformedMultipart });
    expect(boundary.length).toBeGreaterThan(0);
    expect(await count()).toBe(before);
  });
});
