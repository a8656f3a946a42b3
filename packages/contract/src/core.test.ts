import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/** Runtime (not type-only) import and re-export specifiers of a source file. */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms))
    found.push(m[1]!);
  for (const m of source.matchAll(/^import\s+'([^']+)'/gm)) found.push(m[1]!);
  return found;
}

/** Every package a module pulls in at run time, following its relative imports. */
function packagesReachedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of runtimeImports(file)) {
      if (spec.startsWith('.')) visit(resolve(dirname(file), spec));
      else packages.add(spec);
    }
  };
  visit(entry);
  return packages;
}

describe('the zod-free entry (@console/contract/core)', () => {
  it('reaches no package at run time, so the sign-in page loads without zod', () => {
    expect([...packagesReachedFrom(resolve(here, 'core.ts'))]).toEqual([]);
  });

  it('is told apart from the full entry, which does load zod', () => {
    expect(packagesReachedFrom(resolve(here, 'index.ts')).has('zod')).toBe(true);
  });
});
