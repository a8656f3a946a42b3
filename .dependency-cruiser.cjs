/*
 * The import graph's rules, checked by `npm run lint` (dependency-cruiser): no circle anywhere, and
 * no arrow that runs back up a layer. See docs/architecture.md ("Layers").
 *
 * The API, from the bottom:
 *   kernel/                  errors, logging, telemetry, paging, configuration, the clock, the
 *                            route guard, the database client: imports nothing of the app (what
 *                            it needs of it, the tables or the tracer, is handed to it)
 *   platform/, db/           the pieces every area shares
 *   core-banking/            the port, its guard and the sandbox adapter
 *   modules/<area>/          the business areas
 *   app.ts, main.ts, cli/, demo/, test/   what puts the app together
 * Tests sit beside what they test but build the whole app, so they may import from above.
 *
 * The web, from the bottom: lib/ and components/ → features/<area>/ (never each other) → routes/.
 * The contract imports nothing of either app.
 */
const api = 'apps/api/src';
const web = 'apps/web/src';
const notTest = '\\.test\\.tsx?$';
const apiTop = `^${api}/((app|main|demo-data)\\.ts$|(cli|demo|test)/)`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle of imports has no bottom: cut the arrow that runs back up.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'kernel-imports-nothing-of-the-app',
      comment:
        'kernel/ is the ground floor: it imports nothing from outside it but the contract and libraries; the app hands it what it needs.',
      severity: 'error',
      from: { path: `^${api}/kernel/`, pathNot: notTest },
      to: { path: `^(${api}/(?!kernel/)|apps/web/)` },
    },
    {
      name: 'list-machinery-through-its-index',
      comment:
        'The list machinery (platform/list/) has one public face, its index.ts: an area declares its lists there and calls nothing of the insides.',
      severity: 'error',
      from: { pathNot: `^${api}/platform/list/` },
      to: { path: `^${api}/platform/list/(?!index\\.ts$)` },
    },
    {
      name: 'shared-pieces-know-no-area',
      comment:
        'platform/ and db/ serve every area: they import no area, no core adapter, nothing that puts the app together.',
      severity: 'error',
      from: { path: `^${api}/(platform|db)/`, pathNot: notTest },
      to: { path: [`^${api}/(modules|core-banking)/`, apiTop] },
    },
    {
      name: 'core-banking-knows-no-area',
      comment: 'The core-banking port and its adapters sit below the areas.',
      severity: 'error',
      from: { path: `^${api}/core-banking/`, pathNot: notTest },
      to: { path: [`^${api}/modules/`, apiTop] },
    },
    {
      name: 'areas-below-the-app',
      comment: 'An area does not import what puts the app together (app.ts, main.ts, cli/, demo/, test/).',
      severity: 'error',
      from: { path: `^${api}/modules/`, pathNot: notTest },
      to: { path: apiTop },
    },
    {
      name: 'contract-stands-alone',
      comment: 'The contract is shared by both apps and imports neither.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-apart',
      comment: 'The API and the web meet only through the contract.',
      severity: 'error',
      from: { path: '^apps/(api|web)/' },
      to: { path: '^apps/(api|web)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'web-shared-knows-no-feature',
      comment: 'components/ and lib/ are shared by every feature: they import no feature and no route.',
      severity: 'error',
      from: { path: `^${web}/(components|lib)/`, pathNot: notTest },
      to: { path: `^${web}/(features|routes)/` },
    },
    {
      name: 'web-features-apart',
      comment: 'A feature never imports another feature, nor the routes.',
      severity: 'error',
      from: { path: `^${web}/features/([^/]+)/`, pathNot: notTest },
      to: { path: [`^${web}/features/`, `^${web}/routes/`], pathNot: `^${web}/features/$1/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/|routeTree\\.gen\\.ts$' },
    // Type-only imports are arrows too.
    tsPreCompilationDeps: true,
    // The web's `@/` alias (the API and the contract use relative paths only), from the root.
    tsConfig: { fileName: 'tsconfig.dependency-cruiser.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
