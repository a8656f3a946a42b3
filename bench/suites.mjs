// The benchmark suites of `npm run bench`, in run order. `npm run bench -- <name> ...` runs some.
//
// A suite module exports `run(ctx)`, where ctx = { root, args } (args: the command-line flags,
// e.g. --no-build). It prints its own figures and may return data; throwing marks it failed.
// To add the API load benchmarks: create bench/api-load.mjs that starts a PostgreSQL server with
// startPgServer() from ../scripts/pg-server.mjs, starts the API on 127.0.0.1 against it, and uses
// runLoad()/loadRow() from ./lib/load.mjs; then list it here.
export const suites = [
  {
    name: 'web',
    description: 'production build of apps/web: gzip size of the entry and of each lazy (route) chunk',
    load: () => import('./web-size.mjs'),
  },
  {
    name: 'api',
    description:
      'API load at 1,000,000 customers and applications on a PostgreSQL server (autocannon, 10 connections)',
    load: () => import('./api-load.mjs'),
  },
  {
    name: 'embedded',
    description:
      'API load on the embedded database (PGlite) with the demo data: customers first page at 50 connections, and others at 10',
    load: () => import('./embedded-load.mjs'),
  },
  {
    name: 'browser',
    description:
      'list screens in headless Chromium at 1,000,000 rows: the click on the sidebar link to the first page drawn',
    load: () => import('./browser-lists.mjs'),
  },
  {
    name: 'startup',
    description:
      'API start-up time and memory, compiled against tsx, on the embedded database (--demo: with the demo seed too)',
    load: () => import('./startup.mjs'),
  },
  {
    name: 'jobs',
    description:
      '10,000 account openings queued at once, drained by one worker (core 50 ms a call); customers first page while idle and draining',
    load: () => import('./jobs-drain.mjs'),
  },
  {
    name: 'writes',
    description:
      "customers written by 8 officers of one organization at once, named alike and named apart: customers/s and the insert's time",
    load: () => import('./writers-at-once.mjs'),
  },
  {
    name: 'screening',
    description:
      'a screening check at 100,000 list entries against the customers first page; re-screening a million customers against a new list and 100 changed entries, against reading their names',
    load: () => import('./screening.mjs'),
  },
];
