import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/*
 * API layers as lint rules (STYLE.md 3): SQL lives in repositories, areas meet only at their front
 * door (modules/<area>/index.ts), and platform/ knows no area and no core adapter. Each file group
 * below gets the full set of patterns that applies to it, since a later block replaces an earlier
 * block's options.
 */
const api = (glob) => `apps/api/src/${glob}`;
const schemaOnlyInRepositories = {
  regex: 'db/schema(/|$)',
  message:
    'Only *.repository.ts files (and db/, seeds, tests) import db/schema: put the query in a repository.',
};
const areasMeetAtTheirDoor = {
  // A sibling area's file other than its index.ts.
  regex: '^\\.\\./[^./][^/]*/(?!index\\.ts$)',
  message: "Another area is reached only through its index.ts, the area's front door.",
};
const outsideUsesTheDoor = {
  regex: '(^|/)modules/[^/]+/(?!index\\.ts$)',
  message: "An area is reached only through its index.ts, the area's front door.",
};
const platformStandsAlone = {
  regex: '/(modules|core-banking)/',
  message: 'platform/ is what every area uses: it imports no module and no core-banking adapter.',
};
const kernelImportsNothingOfTheApp = {
  regex: '^\\.\\./',
  message: 'kernel/ is the ground floor: it imports only its own files, the contract and libraries.',
};
const kernelFoldersImportNothingOfTheApp = {
  regex: '^\\.\\./\\.\\./',
  message: kernelImportsNothingOfTheApp.message,
};
const dbStandsAlone = {
  regex: '/(modules|core-banking)/',
  message: 'db/ is what every area uses, as platform/ is: it imports no module and no core-banking adapter.',
};
// The sandbox core stands in for the bank's systems: it keeps its own tables (db/schema/core*.ts)
// and knows no area and nothing of the demo.
const sandboxKeepsItsTables = {
  regex: 'db/schema/(?!core(-[a-z]+)?\\.ts$)',
  message: "The sandbox core reads and writes its own tables only (db/schema/core*.ts), not the console's.",
};
const sandboxKnowsNoArea = {
  regex: '/(modules|demo)/|demo-data\\.ts$',
  message: 'The sandbox core is an adapter below the areas: it imports no area and nothing of the demo.',
};
const restrict = (...patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });
const apiBoundaries = [
  { files: [api('**/*.ts')], rules: restrict(schemaOnlyInRepositories, outsideUsesTheDoor) },
  { files: [api('modules/**/*.ts')], rules: restrict(schemaOnlyInRepositories, areasMeetAtTheirDoor) },
  { files: [api('platform/**/*.ts')], rules: restrict(schemaOnlyInRepositories, platformStandsAlone) },
  // Where the schema may be imported.
  {
    files: [api('modules/**/*.repository.ts'), api('modules/**/*.test.ts')],
    rules: restrict(areasMeetAtTheirDoor),
  },
  { files: [api('platform/**/*.repository.ts')], rules: restrict(platformStandsAlone) },
  { files: [api('kernel/*.ts')], rules: restrict(kernelImportsNothingOfTheApp) },
  { files: [api('kernel/*/**/*.ts')], rules: restrict(kernelFoldersImportNothingOfTheApp) },
  // The database itself: its client, schema and migrations, and the queries repositories share.
  { files: [api('db/**/*.ts')], rules: restrict(dbStandsAlone) },
  {
    files: [api('core-banking/sandbox/**/*.ts')],
    rules: restrict(sandboxKeepsItsTables, sandboxKnowsNoArea),
  },
  // Tests build the whole app, whichever folder they sit in; so do the test helpers.
  {
    files: [
      api('kernel/**/*.test.ts'),
      api('platform/**/*.test.ts'),
      api('db/**/*.test.ts'),
      api('core-banking/**/*.test.ts'),
      api('test/**/*.ts'),
      api('*.test.ts'),
    ],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  // The demo data is made through the areas, as staff would: at their front doors.
  { files: [api('demo/**/*.ts')], rules: restrict(outsideUsesTheDoor) },
];

/*
 * Web tiers as lint rules (STYLE.md, bulletproof-react): shared code (components/, lib/) → features
 * → routes, one way; a feature never imports another feature.
 */
const web = (glob) => `apps/web/src/${glob}`;
const noFeatureByAlias = {
  regex: '^@/(features|routes)/',
  message: 'A feature reaches its own files relatively; another feature and the routes, never.',
};
const sharedKnowsNoFeature = {
  regex: '^@/(features|routes)/|^\\.\\./(features|routes)/',
  message: 'components/ and lib/ are shared by every feature: they import no feature and no route.',
};
const webBoundaries = [
  {
    files: [web('components/**/*.{ts,tsx}'), web('lib/**/*.{ts,tsx}')],
    rules: restrict(sharedKnowsNoFeature),
  },
  // A feature's top folder: `../` would be the features folder itself, so another feature.
  {
    files: [web('features/*/*.{ts,tsx}')],
    rules: restrict(noFeatureByAlias, { regex: '^\\.\\./', message: noFeatureByAlias.message }),
  },
  {
    files: [web('features/*/*/**/*.{ts,tsx}')],
    rules: restrict(noFeatureByAlias, { regex: '^\\.\\./\\.\\./', message: noFeatureByAlias.message }),
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'apps/web/src/routeTree.gen.ts', '.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  ...apiBoundaries,
  ...webBoundaries,
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The browser bench's functions given to page.evaluate run in the page.
    files: ['bench/browser-lists.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The types written beside a script belong to no TypeScript project either.
    files: ['**/*.{js,mjs,cjs}', 'scripts/*.d.mts'],
    ...tseslint.configs.disableTypeChecked,
  },
);
