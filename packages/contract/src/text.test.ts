import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { login } from './endpoints/auth.ts';
import { changeStatus } from './endpoints/applications.ts';
import { customerPayload, inquiryImage, listCustomers } from './endpoints/customers.ts';
import { messages } from './messages.ts';
import { operationIds } from './operation-ids.ts';
import { filterText, multiLine, optionalText, requiredText, singleLine } from './text.ts';

const controls = [...Array(32).keys()].map((c) => String.fromCharCode(c)).concat('\u007f');
const messagesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((i) => i.message);

describe('text primitives', () => {
  it('refuse every C0 control character and DEL in one-line text', () => {
    for (const schema of [
      singleLine(),
      optionalText(50),
      requiredText('Name is required', 50),
      filterText(50),
    ])
      for (const c of controls)
        expect(messagesOf(schema.safeParse(`a${c}b`))).toContain(messages.controlCharacters);
  });

  it('allow tab, line feed and carriage return in multi-line text only', () => {
    expect(multiLine().safeParse('line one\r\n\tline two').success).toBe(true);
    expect(singleLine().safeParse('a\tb').success).toBe(false);
    for (const c of controls.filter((c) => !'\t\n\r'.includes(c)))
      expect(messagesOf(multiLine().safeParse(`a${c}b`))).toContain(messages.controlCharacters);
  });

  it('accept ordinary text, including non-Latin letters and emoji', () => {
    expect(requiredText('required', 50).parse('  Hawa Ṣāliḥ حواء 👋 ')).toBe('Hawa Ṣāliḥ حواء 👋');
    expect(optionalText(5).parse(null)).toBeNull();
  });
});

describe('endpoint fields built on them', () => {
  it('refuse NUL in sign-in, list filters, free text and core ids', () => {
    const cases: [z.ZodType, unknown][] = [
      [login.body, { userName: 'admin\u0000', password: 'x' }],
      [login.body, { userName: 'admin', password: 'pass\u0000word' }],
      [listCustomers.query, { name: 'Ab\u0000' }],
      [customerPayload, { name: 'A', email: 'a@b.co', address: 'Street\u0000 1' }],
      [changeStatus.body, { status: 'Pending', comments: 'ok\u0000' }],
      [inquiryImage.params, { org: '5b6b1b6c-1b1b-4b1b-8b1b-1b1b1b1b1b1b', customerId: '\u0000' }],
    ];
    for (const [schema, input] of cases)
      expect(messagesOf(schema.safeParse(input)).length).toBeGreaterThan(0);
  });

  it('keep multi-line comments and addresses', () => {
    expect(
      changeStatus.body.safeParse({ status: 'Pending', rowVersion: 1, comments: 'seen\nall good' }).success,
    ).toBe(true);
    expect(customerPayload.safeParse({ name: 'A', email: 'a@b.co', address: 'Street 1\nTown' }).success).toBe(
      true,
    );
  });
});

/** The string leaves of a request's JSON Schema, with their path; enums and constants aside. */
function openStrings(node: unknown, path: string): { path: string; patterns: string[] }[] {
  if (typeof node !== 'object' || node === null) return [];
  const n = node as Record<string, unknown>;
  const own =
    n.type === 'string' && n.enum === undefined && n.const === undefined
      ? [
          {
            path,
            patterns: [
              n.pattern,
              ...((n.allOf as { pattern?: string }[] | undefined) ?? []).map((a) => a.pattern),
            ].filter((p): p is string => typeof p === 'string'),
          },
        ]
      : [];
  const children = Object.entries(n).flatMap(([k, v]) =>
    k === 'allOf'
      ? []
      : openStrings(v, k === 'properties' || k === 'items' || /^\d+$/.test(k) ? path : `${path}.${k}`),
  );
  return [...own, ...children];
}

describe('lone surrogates', () => {
  const lone = ['\ud800', 'a\udbffb', '\udc00', 'z\udfff'];

  it('are refused by every text primitive, with their own message', () => {
    for (const schema of [
      singleLine(),
      multiLine(),
      optionalText(50),
      requiredText('required', 50),
      filterText(50),
    ])
      for (const text of lone) expect(messagesOf(schema.safeParse(text))).toEqual([messages.loneSurrogate]);
    expect(singleLine().parse('pair 👋 kept')).toBe('pair 👋 kept');
  });

  it('are refused by every text field a client sends, whatever its own pattern', () => {
    const open: string[] = [];
    for (const [endpoint, id] of operationIds())
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = endpoint[part];
        if (!schema) continue;
        const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
        for (const leaf of openStrings(json, `${id} ${part}`)) {
          const refuses = leaf.patterns.some((p) => lone.every((text) => !new RegExp(p).test(text)));
          if (!refuses) open.push(leaf.path);
        }
      }
    expect(open).toEqual([]);
  });
});
