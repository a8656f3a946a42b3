import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';

/**
 * Where the client types generated from the document go: an ignored folder, rewritten by
 * `npm run typecheck`, `npm run lint` and the client test, so no stale copy is ever committed.
 */
export const CLIENT_TYPES_FILE = path.resolve(import.meta.dirname, '../../../../.tmp/openapi-types.ts');

const BLOB = ts.factory.createTypeReferenceNode('Blob');

/** Generates the types of the document with openapi-typescript and writes them; files are Blobs. */
export async function writeClientTypes(document: object, file = CLIENT_TYPES_FILE): Promise<string> {
  const ast = await openapiTS(document as OpenAPI3, {
    transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
  });
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, astToString(ast));
  return file;
}
