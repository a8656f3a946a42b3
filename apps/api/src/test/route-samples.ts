import fc from 'fast-check';
import { z } from 'zod';
import { API_BASE, buildPath, type EndpointConfig } from '@console/contract';

/** A concrete URL for a route, with well-formed but unknown ids in its path. */
export function sampleUrl(endpoint: EndpointConfig): string {
  const names = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
  const params = Object.fromEntries(
    names.map((n) => [n, n === 'id' ? '00000000-0000-4000-8000-000000000000' : '1']),
  );
  return API_BASE + buildPath(endpoint.path, params);
}

/** The permissions a route asks for, or none for public and signed-in routes. */
export const requiredPermissions = (endpoint: EndpointConfig): string[] =>
  endpoint.access.kind === 'permission' ? [endpoint.access.permission].flat() : [];

/** The part of a JSON Schema (as zod 4 writes it) that the samples read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
}

/** The request shape of a params, query or body schema, as the client sends it. */
export const jsonSchemaOf = (schema: z.ZodType | undefined): JsonSchema =>
  schema
    ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
    : { type: 'object', properties: {} };

/** The branch of a nullable or union schema that carries a value. */
const valueBranch = (s: JsonSchema): JsonSchema =>
  s.anyOf ? valueBranch(s.anyOf.find((b) => b.type !== 'null') ?? {}) : s;

/** The kind of value a field takes: string, number, integer, boolean, array or object. */
export const kindOf = (s: JsonSchema): string => {
  const b = valueBranch(s);
  const type = Array.isArray(b.type) ? b.type[0] : b.type;
  return type ?? (b.enum || b.const !== undefined ? 'string' : 'unknown');
};

export interface Field {
  /** Property names from the root; a number is the first item of an array. */
  path: (string | number)[];
  schema: JsonSchema;
}

/** Every field of a schema, nested objects and the items of arrays of objects included. */
export function fieldsOf(schema: JsonSchema, prefix: (string | number)[] = []): Field[] {
  const b = valueBranch(schema);
  const out: Field[] = [];
  for (const [name, child] of Object.entries(b.properties ?? {})) {
    const path = [...prefix, name];
    out.push({ path, schema: child });
    const c = valueBranch(child);
    if (c.properties) out.push(...fieldsOf(c, path));
    else if (c.items && valueBranch(c.items).properties) out.push(...fieldsOf(c.items, [...path, 0]));
  }
  return out;
}

const patternsOf = (s: JsonSchema) =>
  [s.pattern, ...(s.allOf ?? []).map((a) => a.pattern)].filter((p): p is string => !!p);

/** The patterns every text primitive carries (control characters, lone surrogates), not a field's own. */
const isTextRule = (p: string) => p.startsWith('^[^\\u0000') || p.startsWith('^(?:[^\\uD800');

/** A string that matches the field's own pattern (not the text primitives' rules) and length. */
function matchingString(s: JsonSchema): string {
  const min = Math.max(s.minLength ?? 1, 1);
  const max = s.maxLength ?? 40;
  const pattern = patternsOf(s).find((p) => !isTextRule(p));
  if (!pattern) return 'x'.repeat(min);
  const candidates = fc.sample(fc.stringMatching(new RegExp(pattern)), { seed: 7, numRuns: 50 });
  return candidates.find((c) => c.length >= min && c.length <= max) ?? 'x'.repeat(min);
}

/** A value (objects: their required fields) that passes the field's type, enum, format and pattern where that is easy to meet. */
export function plausible(schema: JsonSchema): unknown {
  const s = valueBranch(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  switch (kindOf(s)) {
    case 'object': {
      // Required fields only: an optional one left out cannot hide junk in another.
      const required = new Set(s.required ?? []);
      const props = Object.entries(s.properties ?? {}).filter(([k]) => required.has(k));
      return Object.fromEntries(props.map(([k, v]) => [k, plausible(v)]));
    }
    case 'array':
      return s.items ? [plausible(s.items)] : [];
    case 'boolean':
      return false;
    case 'number':
    case 'integer':
      return Math.min(Math.max(s.minimum ?? 1, 1), s.maximum ?? 1);
    case 'string':
      if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (s.format === 'email') return 'junk.test@example.com';
      if (s.format === 'date') return '2024-01-31';
      if (s.format === 'date-time') return '2024-01-31T00:00:00Z';
      return matchingString(s);
    default:
      return 'x';
  }
}

/** A copy of `root` with the value at `path` replaced (arrays on the way keep their first item). */
export function withValue(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(root) ? [...(root as unknown[])] : { ...(root as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValue(copy[head] ?? (typeof rest[0] === 'number' ? [] : {}), rest, value);
  return copy;
}
