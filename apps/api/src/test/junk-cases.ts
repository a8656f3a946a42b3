import fc from 'fast-check';
import { API_BASE, type EndpointConfig } from '@console/contract';
import { fieldsOf, jsonSchemaOf, kindOf, plausible, withValue, type JsonSchema } from './route-samples.ts';

/** One junk request: what it sends and a label that says which field got which junk. */
export interface JunkCase {
  label: string;
  method: EndpointConfig['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

interface Payload {
  type: string;
  data: string | Buffer;
}

/** JSON text placed as is, for what a JS value cannot hold (`__proto__` keys, deep nesting). */
class Raw {
  constructor(readonly json: string) {}
}

function serialize(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (!(v instanceof Raw)) return v;
    raws.push(v.json);
    return `@@raw${raws.length - 1}@@`;
  });
  return text.replace(/"@@raw(\d+)@@"/g, (_, i: string) => raws[Number(i)] ?? 'null');
}

const DEPTH = 5000;
const deepArray = new Raw('['.repeat(DEPTH) + ']'.repeat(DEPTH));
const protoObject = new Raw('{"__proto__":{"isSUDO":true},"constructor":{"prototype":{"isSUDO":true}}}');
const randomText = fc.sample(fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }), {
  seed: 11,
  numRuns: 2,
});

/** Each class of junk for a JSON field of this kind. */
function bodyJunk(kind: string): [string, unknown][] {
  return [
    ['wrong type', kind === 'string' ? 12345 : `not a ${kind}`],
    ['object', { nested: { a: 1 } }],
    ['array', [1, 'two', null]],
    ['null', null],
    ['NUL', 'a\u0000b'],
    ['control characters', '\u0001\u0008\u001b[2J\u007f'],
    // JSON.stringify writes them escaped ("\ud800"), as a client's JSON text may hold them.
    ['lone high surrogate', 'name \ud800'],
    ['lone low surrogate', '\udc00 name'],
    ['surrogates reversed', '\udc00\ud800'],
    ['huge string', 'x'.repeat(100_000)],
    ['negative', -1],
    ['huge number', 1e308],
    ['beyond safe integer', new Raw('123456789012345678901234567890')],
    ['fraction', 0.5],
    ['deep nesting', deepArray],
    ['__proto__', protoObject],
    ...randomText.map((t): [string, unknown] => ['random text', t]),
  ];
}

/** Each class of junk for a value carried as text (path segment, query value, form field). */
const textJunk: [string, string][] = [
  ['empty', ''],
  ['wrong type', '{"$gt":""}'],
  ['NUL', 'a\u0000b'],
  ['control characters', '\u0001\u001b[2J\u007f'],
  ['huge string', 'x'.repeat(5000)],
  ['negative', '-1'],
  ['huge number', '1e308'],
  ['beyond safe integer', '123456789012345678901234567890'],
  ['fraction', '0.5'],
  ['__proto__', '__proto__'],
  ...randomText.map((t): [string, string] => ['random text', t]),
];

const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
const textRecord = (o: unknown) =>
  Object.fromEntries(Object.entries(o as Record<string, unknown>).map(([k, v]) => [k, asText(v)]));

const pathFor = (endpoint: EndpointConfig, params: Record<string, string>) =>
  API_BASE +
  endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, n: string) => encodeURIComponent(params[n] ?? ''));

const queryString = (q: Record<string, string> | string) =>
  typeof q === 'string' ? q : new URLSearchParams(q).toString();

/** Every junk request for one route, from its declaration in the contract. */
export function junkCases(endpoint: EndpointConfig, headers: Record<string, string>): JunkCase[] {
  const schemas = {
    params: jsonSchemaOf(endpoint.params),
    query: jsonSchemaOf(endpoint.query),
    body: jsonSchemaOf(endpoint.body),
  };
  const base = {
    params: textRecord(plausible(schemas.params)),
    query: textRecord(plausible(schemas.query)),
    body: plausible(schemas.body),
  };
  const name = `${endpoint.method} ${endpoint.path}`;
  const request = (
    label: string,
    parts: { params?: Record<string, string>; query?: Record<string, string> | string },
    payload?: Payload,
  ): JunkCase => {
    const qs = queryString(parts.query ?? base.query);
    const body = payload ?? (endpoint.method === 'GET' ? undefined : jsonPayload(base.body));
    return {
      label: `${name}: ${label}`,
      method: endpoint.method,
      url: pathFor(endpoint, parts.params ?? base.params) + (qs ? `?${qs}` : ''),
      headers: body ? { ...headers, 'content-type': body.type } : headers,
      ...(body ? { payload: body.data } : {}),
    };
  };

  const out: JunkCase[] = [];
  for (const { path } of fieldsOf(schemas.params))
    for (const [junk, value] of textJunk)
      out.push(
        request(`param ${path.join('.')} ${junk}`, { params: { ...base.params, [String(path[0])]: value } }),
      );
  for (const { path } of fieldsOf(schemas.query))
    for (const [junk, value] of textJunk)
      out.push(
        request(`query ${path.join('.')} ${junk}`, { query: { ...base.query, [String(path[0])]: value } }),
      );
  // A URL cannot carry a lone surrogate: its nearest form is the surrogate's bytes in UTF-8 (CESU-8).
  for (const { path } of fieldsOf(schemas.query)) {
    const key = String(path[0]);
    const rest = queryString(Object.fromEntries(Object.entries(base.query).filter(([k]) => k !== key)));
    out.push(
      request(`query ${key} encoded lone surrogate`, {
        query: `${rest ? `${rest}&` : ''}${encodeURIComponent(key)}=%ED%A0%80`,
      }),
    );
  }
  for (const [junk, qs] of queryShapes(base.query)) out.push(request(`query ${junk}`, { query: qs }));
  if (endpoint.method === 'GET') return out;

  if (endpoint.bodyKind === 'multipart') {
    for (const [junk, payload] of multipartJunk(schemas.body, base.body))
      out.push(request(junk, {}, payload));
    return out;
  }
  for (const { path, schema } of fieldsOf(schemas.body))
    for (const [junk, value] of bodyJunk(kindOf(schema)))
      out.push(request(`body ${path.join('.')} ${junk}`, {}, jsonPayload(withValue(base.body, path, value))));
  for (const [junk, payload] of bodyShapes(base.body)) out.push(request(junk, {}, payload));
  return out;
}

const jsonPayload = (value: unknown): Payload => ({ type: 'application/json', data: serialize(value) });

/** Junk in the shape of the query string rather than in one value. */
function queryShapes(base: Record<string, string>): [string, string][] {
  const qs = queryString(base);
  const and = qs ? `${qs}&` : '';
  return [
    ['unknown key', `${and}notAField=1`],
    ['__proto__ key', `${and}__proto__=1&constructor=1`],
    ['bracketed key', `${and}__proto__[isSUDO]=true&a[b][c]=1`],
    ['repeated keys', `${qs}&${qs}`],
    ['bad escape', `${and}x=%E0%A4%A`],
  ];
}

/** Junk in the shape of the whole JSON body. */
function bodyShapes(base: unknown): [string, Payload][] {
  const valid = serialize(base);
  return [
    ['malformed JSON', { type: 'application/json', data: '{"a":' }],
    ['empty JSON body', { type: 'application/json', data: '' }],
    ['array body', { type: 'application/json', data: '[]' }],
    ['string body', { type: 'application/json', data: '"text"' }],
    ['__proto__ body', { type: 'application/json', data: protoObject.json }],
    ['lone surrogate in a key', { type: 'application/json', data: '{"\\ud800":"x"}' }],
    ['deeply nested body', { type: 'application/json', data: deepArray.json }],
    ['wrong content type (text)', { type: 'text/plain', data: valid }],
    ['wrong content type (xml)', { type: 'application/xml', data: '<a>1</a>' }],
    ['wrong content type (form)', { type: 'application/x-www-form-urlencoded', data: 'a=1' }],
    ['multipart to a JSON route', { type: 'multipart/form-data; boundary=b', data: '--b--\r\n' }],
    ['invalid UTF-8', { type: 'application/json', data: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) }],
  ];
}

const BOUNDARY = 'junkboundary';

function multipartBody(
  fields: [string, string][],
  file?: { name: string; data: Buffer },
  boundary = BOUNDARY,
) {
  const parts = fields.map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const head = Buffer.from(parts.join(''));
  const filePart = file
    ? Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="a.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        file.data,
        Buffer.from('\r\n'),
      ])
    : Buffer.alloc(0);
  return Buffer.concat([head, filePart, Buffer.from(`--${boundary}--\r\n`)]);
}

/** Junk for a multipart route: a malformed envelope, junk in each field, junk files. */
function multipartJunk(schema: JsonSchema, base: unknown): [string, Payload][] {
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  const fields = Object.entries(textRecord(base));
  const notAnImage = { name: 'file', data: Buffer.from('MZ\u0090\u0000 not an image') };
  const valid = multipartBody(fields, notAnImage);
  const out: [string, Payload][] = [
    ['multipart without boundary', { type: 'multipart/form-data', data: valid }],
    ['multipart with an unknown boundary', { type: 'multipart/form-data; boundary=other', data: valid }],
    ['multipart truncated', { type, data: valid.subarray(0, Math.floor(valid.length / 2)) }],
    [
      'multipart with a very long boundary',
      { type: `multipart/form-data; boundary=${'b'.repeat(5000)}`, data: valid },
    ],
    ['multipart empty', { type, data: '' }],
    ['multipart with a file that is not an image', { type, data: valid }],
    [
      'multipart with an empty file',
      { type, data: multipartBody(fields, { name: 'file', data: Buffer.alloc(0) }) },
    ],
    [
      'multipart with the file under another name',
      { type, data: multipartBody(fields, { ...notAnImage, name: 'x' }) },
    ],
    [
      'multipart with __proto__ fields',
      { type, data: multipartBody([...fields, ['__proto__', 'x'], ['constructor', 'y']]) },
    ],
    ['JSON to a multipart route', { type: 'application/json', data: serialize(base) }],
  ];
  for (const { path } of fieldsOf(schema))
    for (const [junk, value] of textJunk) {
      const changed = fields.map(([k, v]): [string, string] => [k, k === path[0] ? value : v]);
      if (!fields.some(([k]) => k === path[0])) changed.push([String(path[0]), value]);
      out.push([`form field ${path.join('.')} ${junk}`, { type, data: multipartBody(changed, notAnImage) }]);
    }
  return out;
}
