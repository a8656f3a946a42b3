#!/usr/bin/env node
// `npm run bench [-- suite ...] [--no-build]`: runs the benchmark suites of bench/suites.mjs and
// prints their figures. Benchmarks measure; they do not pass or fail on numbers.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { suites } from './suites.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const flags = argv.filter((a) => a.startsWith('-'));
const names = argv.filter((a) => !a.startsWith('-'));

if (flags.includes('--list') || flags.includes('--help') || flags.includes('-h')) {
  console.log('usage: npm run bench [-- [suite ...] [--no-build]]\n\nsuites:');
  for (const s of suites) console.log(`  ${s.name.padEnd(10)} ${s.description}`);
  process.exit(0);
}
const unknown = names.filter((n) => !suites.some((s) => s.name === n));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark suite(s): ${unknown.join(', ')}. Suites: ${suites.map((s) => s.name).join(', ')}`,
  );
  process.exit(1);
}

const selected = names.length === 0 ? suites : suites.filter((s) => names.includes(s.name));
const failed = [];
for (const suite of selected) {
  console.log(`\n== bench ${suite.name}: ${suite.description} ==`);
  try {
    const mod = await suite.load();
    await mod.run({ root, args: flags });
  } catch (err) {
    console.error(`bench ${suite.name} failed: ${err instanceof Error ? err.message : String(err)}`);
    failed.push(suite.name);
  }
}
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}
