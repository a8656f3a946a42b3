import {
  API_BASE,
  accountsApi,
  allPermissions,
  applicationsApi,
  authApi,
  businessesApi,
  cardRequisitionsApi,
  countries,
  customersApi,
  documentsApi,
  errorStatuses,
  merchantsApi,
  otpApi,
  platformApi,
  rolesApi,
  usersApi,
  type EndpointConfig,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seed, tokenFor } from '../test/auth-helpers.ts';
import { createTestApp, testConfig, type TestApp } from '../test/test-app.ts';

const cspOf = (res: { headers: Record<string, unknown> }) => String(res.headers['content-security-policy']);
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

describe('API docs setting', () => {
  it('is public outside production and for signed-in users in production unless set', () => {
    expect(testConfig().apiDocs).toBe('public');
    expect(testConfig({ NODE_ENV: 'production' }).apiDocs).toBe('authenticated');
    expect(testConfig({ NODE_ENV: 'production', API_DOCS: 'off' }).apiDocs).toBe('off');
    expect(() => testConfig({ API_DOCS: 'open' })).toThrow(/API_DOCS/);
  });
});

describe('API docs in public mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the page under its own policy, leaving the console policy strict', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    const docs = cspOf(page);
    expect(directive(docs, 'script-src')).toBe("script-src 'self'");
    expect(directive(docs, 'default-src')).toBe("default-src 'none'");
    expect(page.headers['cache-control']).toBe('no-store');
    const initializer = await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);

    const consolePolicy = cspOf(await t.app.inject({ url: '/' }));
    expect(directive(consolePolicy, 'script-src')).toBe("script-src 'self'");
    expect(consolePolicy).not.toBe(docs);
    expect(cspOf(await t.app.inject({ url: '/api/api/health' }))).toContain("default-src 'none'");
  });
});

describe('API docs for signed-in users only', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { API_DOCS: 'authenticated' } });
    await seed(t);
    token = await tokenFor(t, 'officer');
  });
  afterAll(() => t.close());

  it('answers 401 without a live session and serves the document and page with one', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
      const forged = await t.app.inject({ url, headers: bearer(`${token}x`) });
      expect(forged.statusCode, url).toBe(401);
    }
    const doc = await t.app.inject({ url: '/api/docs/json', headers: bearer(token) });
    expect(doc.statusCode).toBe(200);
    expect(doc.json<{ paths: Record<string, unknown> }>().paths).toHaveProperty('/health');
    expect((await t.app.inject({ url: '/api/docs/', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('refuses a token whose session has ended', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/api/auth/logout', headers: bearer(token) });
    expect(res.statusCode).toBeLessThan(300);
    expect((await t.app.inject({ url: '/api/docs/json', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('API docs switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { API_DOCS: 'off' } });
  });
  afterAll(() => t.close());

  it('serves neither the page nor the document', async () => {
    expect((await t.app.inject({ url: '/api/docs/' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
  });
});

interface Operation {
  operationId: string;
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string; description?: string; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: JsonSchema; encoding?: object }> };
  responses: Record<string, { $ref?: string; description?: string; content?: object }>;
}
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  anyOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
}
interface OpenApiDocument {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; responses: Record<string, object> };
}

/** The document's path of an endpoint: relative to the server, `{name}` for each parameter. */
const documentPath = (e: EndpointConfig) => `/${e.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  const operation = (e: EndpointConfig) => doc.paths[documentPath(e)]?.[e.method.toLowerCase()];
  const bodySchema = (e: EndpointConfig, media = 'application/json') =>
    operation(e)?.requestBody?.content[media]?.schema;
  beforeAll(async () => {
    t = await createTestApp({ config: { PASSWORD_MIN_LENGTH: '14' } });
    doc = (await t.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
  });
  afterAll(() => t.close());

  it('puts every route under the API server, so server URL plus path is the route', async () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: API_BASE.slice(0, -1) })]);
    for (const { endpoint } of t.routes)
      expect(operation(endpoint), `${endpoint.method} ${endpoint.path}`).toBeDefined();
    const server = doc.servers[0]!.url;
    expect((await t.app.inject({ url: `${server}/health` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `${server}/Customers` })).statusCode).toBe(401);
  });

  it('names every operation by its export in the contract, once', () => {
    const ids = t.routes.map(({ endpoint }) => operation(endpoint)!.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(operation(customersApi.listCustomers)!.operationId).toBe('listCustomers');
    expect(operation(applicationsApi.changeStatus)!.operationId).toBe('changeApplicationStatus');
    expect(operation(cardRequisitionsApi.changeStatus)!.operationId).toBe('changeCardRequisitionStatus');
  });

  it('asks for no token on public operations and a bearer token on every other', () => {
    for (const { endpoint } of t.routes)
      expect(operation(endpoint)!.security, endpoint.path).toEqual(
        endpoint.access.kind === 'public' ? [] : [{ bearer: [] }],
      );
    expect(operation(authApi.login)!.security).toEqual([]);
  });

  it('declares the errors each operation can answer, pointing to shared answers and bodies', () => {
    for (const { endpoint } of t.routes) {
      const responses = operation(endpoint)!.responses;
      const errors = Object.keys(responses).filter((s) => Number(s) >= 400);
      expect(errors.map(Number), `${endpoint.method} ${endpoint.path}`).toEqual(errorStatuses(endpoint));
      for (const s of errors) expect(responses[s]!.$ref).toMatch(/^#\/components\/responses\/\w+$/);
    }
    const of = (e: EndpointConfig) => Object.keys(operation(e)!.responses);
    expect(of(platformApi.health)).toEqual(['200', '400']);
    expect(of(authApi.login)).toEqual(expect.arrayContaining(['401', '429']));
    expect(of(authApi.login)).not.toContain('403');
    expect(of(usersApi.updateUser)).toEqual(expect.arrayContaining(['401', '403', '404', '409']));
    expect(of(usersApi.createUser)).toContain('409');
    expect(of(otpApi.sendOtp)).toEqual(expect.arrayContaining(['429', '503']));
    expect(of(accountsApi.getLimit)).toContain('503');
    expect(of(customersApi.listCustomers)).not.toContain('503');
    expect(of(documentsApi.uploadDocument)).toEqual(expect.arrayContaining(['413', '415']));
    expect(doc.components.schemas.FieldErrors).toMatchObject({
      properties: { errors: { additionalProperties: { type: 'array', items: { type: 'string' } } } },
      required: ['errors'],
    });
    expect(doc.components.schemas.Message).toMatchObject({ required: ['message'] });
    expect(Object.keys(doc.components.responses).sort()).toEqual([
      'BadRequest',
      'Conflict',
      'Forbidden',
      'NotFound',
      'PayloadTooLarge',
      'ServiceUnavailable',
      'TooManyRequests',
      'Unauthorized',
      'UnsupportedMediaType',
    ]);
  });

  it('says 204 and file answers as they are sent', () => {
    expect(Object.keys(operation(usersApi.updateUser)!.responses)).not.toContain('200');
    expect(Object.keys(operation(usersApi.updateUser)!.responses['204']!)).toEqual(['description']);
    expect(operation(documentsApi.documentFile)!.responses['200']!.content).toEqual({
      '*/*': { schema: { type: 'string', format: 'binary' } },
    });
  });

  it('gives the three uploads a multipart body: the fields and the file', () => {
    for (const [e, field] of [
      [documentsApi.uploadDocument, 'customerId'],
      [businessesApi.uploadBusinessDocument, 'documentType'],
      [businessesApi.uploadOwnerDocument, 'ownerId'],
    ] as const) {
      const schema = bodySchema(e, 'multipart/form-data');
      expect(schema?.properties?.file, e.path).toEqual(
        expect.objectContaining({ type: 'string', format: 'binary' }),
      );
      expect(schema?.required).toEqual(expect.arrayContaining(['file', 'documentType', field]));
      expect(schema?.properties?.documentType?.enum).toContain('Passport');
      expect(operation(e)!.requestBody!.content['application/json']).toBeUndefined();
    }
  });

  it('states the rules the server enforces in the schemas', () => {
    // The configured password policy, not the contract's bare "required".
    expect(bodySchema(usersApi.createUser)?.properties?.password).toMatchObject({
      minLength: 14,
      maxLength: 128,
    });
    expect(bodySchema(usersApi.changePassword)?.properties?.newPassword).toMatchObject({
      minLength: 14,
      maxLength: 128,
    });
    expect(JSON.stringify(doc)).not.toContain(usersApi.PASSWORD_POLICY);
    expect(bodySchema(rolesApi.createRole)?.properties?.permissions?.items?.enum).toEqual(allPermissions);
    expect(bodySchema(customersApi.updateCustomer)?.properties?.email?.format).toBe('email');
    expect(bodySchema(merchantsApi.createMerchant)?.properties?.email?.format).toBe('email');
    expect(bodySchema(businessesApi.registerBusiness)?.properties?.country?.enum).toEqual(
      countries.map((c) => c.id),
    );
    expect(JSON.stringify(bodySchema(cardRequisitionsApi.requestLimitChange)?.properties?.amount)).toContain(
      String.raw`\\d{1,12}(\\.\\d{1,2})?$`,
    );
    const sort = operation(usersApi.listUsers)!.parameters!.find((p) => p.name === 'sort')!;
    const [one, several] = sort.schema.anyOf as JsonSchema[];
    expect(one?.enum).toEqual(expect.arrayContaining(['userName', 'userName,desc', 'createdAt,asc']));
    expect(several?.pattern).toContain('(?:userName|email|phone|createdAt|isActive)');
    const merchantQuery = operation(merchantsApi.listMerchants)!.parameters!;
    expect(merchantQuery.find((p) => p.name === 'accountNo')!.description).toMatch(/accountNo or code/);
  });
});
