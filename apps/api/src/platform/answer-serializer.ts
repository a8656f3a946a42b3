import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode, safeParse } from 'zod/v4/core';

/**
 * Schemas whose parsing does not depend on the direction: each checks a value and keeps it as it
 * is, or goes down to the schemas it holds (`children`). Any other kind (a codec or transform, a
 * pipe, a default, prefault or catch, a lazy schema, a custom check) counts as directed.
 */
const leaves = new Set([
  'string',
  'number',
  'boolean',
  'bigint',
  'null',
  'undefined',
  'void',
  'any',
  'unknown',
  'never',
  'nan',
  'enum',
  'literal',
  'template_literal',
]);

interface Def {
  type: string;
  coerce?: boolean;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  innerType?: $ZodType;
  options?: $ZodType[];
  left?: $ZodType;
  right?: $ZodType;
  keyType?: $ZodType;
  valueType?: $ZodType;
  items?: $ZodType[];
  rest?: $ZodType | null;
}

function children(def: Def): $ZodType[] | null {
  switch (def.type) {
    case 'object':
      return [...Object.values(def.shape ?? {}), ...(def.catchall ? [def.catchall] : [])];
    case 'array':
      return def.element ? [def.element] : null;
    case 'optional':
    case 'nullable':
    case 'nonoptional':
    case 'readonly':
      return def.innerType ? [def.innerType] : null;
    case 'union':
      return def.options ?? null;
    case 'intersection':
      return def.left && def.right ? [def.left, def.right] : null;
    case 'record':
      return def.keyType && def.valueType ? [def.keyType, def.valueType] : null;
    case 'tuple':
      return [...(def.items ?? []), ...(def.rest ? [def.rest] : [])];
    default:
      return leaves.has(def.type) ? [] : null;
  }
}

/** True when parsing and encoding this schema give the same value and the same verdict. */
export function undirected(schema: $ZodType): boolean {
  const def = schema._zod.def as Def;
  if (def.coerce) return false;
  const inner = children(def);
  return inner !== null && inner.every(undirected);
}

/**
 * Writes a route's answer: checked against the contract's response schema, and only what the
 * schema names is written (zod drops any other field), as fastify-type-provider-zod does. That
 * library encodes every answer (`safeEncode`), which parses each schema that has checks twice (a
 * pass without its checks, then its checks and the pass again): 1.3 ms for the month's general
 * dashboard (236 rows) against 0.12 ms parsed. A schema with nothing that tells the directions apart (`undirected`) is
 * parsed; any other is still encoded (docs/architecture.md › Answers checked by parsing).
 */
export const answerSerializer: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  if (!(schema instanceof $ZodType)) throw new Error(`${method} ${url}: a response schema that is not zod`);
  const check = undirected(schema) ? safeParse : safeEncode;
  return (data) => {
    const result = check(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
