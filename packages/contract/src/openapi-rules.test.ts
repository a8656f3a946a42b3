import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { countries } from './countries.ts';
import * as auth from './endpoints/auth.ts';
import * as businesses from './endpoints/businesses.ts';
import * as merchants from './endpoints/merchants.ts';
import * as platform from './endpoints/platform.ts';
import * as roles from './endpoints/roles.ts';
import * as users from './endpoints/users.ts';
import { errorStatuses } from './error-answers.ts';
import { messages } from './messages.ts';
import { endpointAreas, operationIds } from './operation-ids.ts';
import { allPermissions } from './permissions.ts';

/** What the document is made of: the JSON Schema of a request schema, as a client sends it. */
const documented = (schema: z.ZodType): unknown =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
/** Every `pattern` keyword anywhere in a schema, in order. */
const patternsIn = (node: unknown): string[] =>
  typeof node !== 'object' || node === null
    ? []
    : Object.entries(node).flatMap(([k, v]) =>
        k === 'pattern' && typeof v === 'string' ? [v] : patternsIn(v),
      );
const issues = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('operation ids', () => {
  it('come from every file of endpoints/, one per endpoint, unique and camelCase', () => {
    const files = readdirSync(new URL('./endpoints', import.meta.url))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => f.replace(/\.ts$/, ''));
    expect(Object.keys(endpointAreas).sort()).toEqual(files.sort());
    const ids = [...operationIds().values()];
    expect(ids.length).toBeGreaterThan(90);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(operationIds().get(users.listUsers)).toBe('listUsers');
  });
});

describe('error statuses of an endpoint', () => {
  it('follow from its access, parameters, body and declared extras', () => {
    expect(errorStatuses(platform.health)).toEqual([400]);
    expect(errorStatuses(platform.ready)).toEqual([400, 503]);
    expect(errorStatuses(auth.login)).toEqual([400, 401, 413, 415, 429]);
    // Sign-out and renewal pass the guard in every session state: no 403.
    expect(errorStatuses(auth.logout)).toEqual([400, 401]);
    expect(errorStatuses(users.listUsers)).toEqual([400, 401, 403]);
    expect(errorStatuses(users.updateUser)).toEqual([400, 401, 403, 404, 409, 413, 415]);
    expect(errorStatuses(users.createUser)).toContain(409);
    expect(errorStatuses(merchants.accountInquiry)).toEqual([400, 401, 403, 404, 503]);
  });
});

describe('rules the document states', () => {
  it('sort: the enum and the pattern accept what the server accepts, and nothing else', () => {
    const sort = users.listUsers.query.shape.sort;
    const [one, several] = (documented(sort) as { anyOf: [{ enum: string[] }, { pattern: string }] }).anyOf;
    expect(one.enum).toEqual(expect.arrayContaining(['userName', 'email,asc', 'isActive,desc']));
    for (const value of one.enum) expect(sort.safeParse(value).success, value).toBe(true);
    const pattern = new RegExp(several.pattern);
    for (const value of ['userName;email,desc', 'createdAt,desc;phone;isActive,asc']) {
      expect(pattern.test(value), value).toBe(true);
      expect(sort.safeParse(value).success, value).toBe(true);
    }
    for (const value of ['password', 'userName,up', 'userName;password']) {
      expect(one.enum.includes(value) || pattern.test(value), value).toBe(false);
      expect(issues(sort, value)).toEqual([expect.stringMatching(/^Unknown sort: /)]);
    }
  });

  it('permissions: the catalogue as an enum, the same message for an unknown name', () => {
    const json = documented(roles.createRoleBody) as {
      properties: { permissions: { items: { enum: string[] } } };
    };
    expect(json.properties.permissions.items.enum).toEqual(allPermissions);
    const body = { name: 'Tellers', description: 'Front desk', permissions: ['user.fly'] };
    expect(issues(roles.createRoleBody, body)).toEqual([messages.unknownPermission]);
  });

  it('e-mail addresses, countries and amounts: format, enum and pattern, with the same messages', () => {
    const merchant = documented(merchants.createMerchantBody) as {
      properties: { email: { format: string } };
    };
    expect(merchant.properties.email.format).toBe('email');
    expect(issues(merchants.createMerchantBody.shape.email, 'not an address')).toEqual([
      messages.emailInvalid,
    ]);
    expect(issues(merchants.createMerchantBody.shape.email, '')).toEqual([messages.emailRequired]);

    const profile = businesses.businessProfileFields;
    const country = documented(profile.shape.country) as { enum: string[] };
    expect(country.enum).toEqual(countries.map((c) => c.id));
    expect(issues(profile.shape.country, 'XX')).toEqual([messages.countryCodeInvalid]);

    const money = profile.shape.capitalInvested;
    const pattern = new RegExp(patternsIn(documented(money))[0]!);
    for (const ok of ['12', '12.5', ' 1200.25 ']) {
      expect(pattern.test(ok), ok).toBe(true);
      expect(money.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of ['12.345', '1,200', '-3']) {
      expect(pattern.test(bad), bad).toBe(false);
      expect(issues(money, bad)).toEqual([messages.amountFormat]);
    }
  });

  it('new passwords carry the mark the server replaces with its policy', () => {
    const mark = (schema: z.ZodType) =>
      (documented(schema) as Record<string, unknown>)[users.PASSWORD_POLICY];
    expect(mark(users.createUserBody.shape.password)).toBe(true);
    expect(mark(users.changePasswordBody.shape.newPassword)).toBe(true);
    expect(mark(auth.loginRequest.shape.password)).toBeUndefined();
    expect(issues(users.createUserBody.shape.password, '')).toEqual([messages.passwordRequired]);
  });
});
