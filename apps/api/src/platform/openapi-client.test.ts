import path from 'node:path';
import { messages } from '@console/contract';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, bearer, codeNow, seed } from '../test/auth-helpers.ts';
import { apiClient, customersByName, firstSignIn, uploadPhoto } from '../test/openapi-client-flow.ts';
import { writeClientTypes } from '../test/openapi-client-types.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const FLOW_FILE = path.resolve(import.meta.dirname, '../test/openapi-client-flow.ts');
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(64),
]);

/** The compiler's complaints about `file` and what it imports, under the API's own settings. */
function typeErrors(file: string): string[] {
  const configFile = path.resolve(import.meta.dirname, '../../tsconfig.json');
  const { config } = ts.readConfigFile(configFile, (f) => ts.sys.readFile(f)) as { config: unknown };
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configFile));
  const program = ts.createProgram([file], options);
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

let t: TestApp;
let origin: string;
let document: { servers: { url: string }[] };
beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  // As an integrator gets it: over HTTP, from the running server.
  document = (await (await fetch(`${origin}/api/docs/json`)).json()) as typeof document;
});
afterAll(() => t.close());

describe('a client generated from the OpenAPI document', () => {
  it('compiles the calls an integrator writes against the types generated from it', async () => {
    await writeClientTypes(document);
    expect(typeErrors(FLOW_FILE)).toEqual([]);
  }, 120_000);

  it('signs in, reads a sorted list and uploads a document on 127.0.0.1', async () => {
    const server = document.servers[0]?.url ?? '';
    const anonymous = apiClient(origin, server);
    const token = await firstSignIn(anonymous, { userName: 'officer', password: DEMO_PASSWORD }, (key) =>
      codeNow(t, key),
    );
    const api = apiClient(origin, server, token);

    const customers = await customersByName(api, 5);
    const direct = await t.app.inject({
      url: '/api/api/Customers?page=0&size=5&sort=name,asc',
      headers: bearer(token),
    });
    expect(customers.length).toBeGreaterThan(0);
    expect(customers).toEqual(
      direct.json<{ items: { id: string; name: string }[] }>().items.map(({ id, name }) => ({ id, name })),
    );

    const customerId = customers[0]!.id;
    const photo = await uploadPhoto(api, customerId, new Blob([PNG], { type: 'image/png' }));
    expect(photo.status).toBe(201);
    expect(photo.data).toMatchObject({ customerId, documentType: 'Photo', contentType: 'image/png' });
    const listed = await api.GET('/Customers/{id}/Documents', { params: { path: { id: customerId } } });
    expect(listed.data?.map((d) => d.id)).toContain(photo.data?.id);

    // A refusal comes back as the declared error body.
    const text = await uploadPhoto(api, customerId, new Blob(['not an image'], { type: 'image/png' }));
    expect(text.status).toBe(415);
    expect(text.error).toEqual({ message: messages.documentTypesAccepted });
  });
});
