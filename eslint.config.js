// @ts-check
const js = require('@eslint/js')
const tseslint = require('typescript-eslint')
const reactHooks = require('eslint-plugin-react-hooks')
const jsxA11y = require('eslint-plugin-jsx-a11y')
const prettier = require('eslint-config-prettier')
const globals = require('globals')
const importX = require('eslint-plugin-import-x')
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript')
const requireDisableReason = require('./lint/requireDisableReason')

// The app's layers, top to bottom: a module imports only its own layer and the ones below it.
const LAYERS = ['features', 'app', 'components', 'state', 'api', 'util']
const CAST =
  "No 'as unknown as' or 'as never': type it (a generic, a type guard, `satisfies`), or disable with a reason."
const BELOW_ONLY = 'Layers: features → app → components → state → api/util; import only downwards.'
const AREA_WALL = 'Areas do not import each other: move what two areas share down a layer.'

/**
 * One zone per feature area (src/features/<area>, system being one): it may import no other area.
 * The route table (src/app/routes/index.tsx) composes them; what two share lives a layer down.
 */
function areaZones() {
  const areas = require('node:fs')
    .readdirSync(`${__dirname}/src/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  return areas.map((area) => ({
    target: `./src/features/${area}`,
    from: './src/features',
    except: [`./${area}`],
    message: AREA_WALL,
  }))
}

/**
 * One zone per layer: it may not import any layer above it. `composition` drops the app → features
 * zone for the composition root (the route table composes the features' route modules).
 */
function layerZones({ composition = false } = {}) {
  const zones = LAYERS.slice(1).flatMap((layer, i) =>
    LAYERS.slice(0, i + 1)
      .filter((above) => !(composition && layer === 'app' && above === 'features'))
      .map((above) => ({ target: `./src/${layer}`, from: `./src/${above}`, message: BELOW_ONLY })),
  )
  // api and util are one floor: util stays free of the API too.
  zones.push({ target: './src/util', from: './src/api', message: BELOW_ONLY })
  // The mock stands beside the app: it shares §4 (state/machines), the wire types and util.
  const MOCK = 'The mock may import only src/util, src/state/machines and the API types.'
  zones.push(
    ...['features', 'components', 'stories'].map((dir) => ({
      target: './mirage',
      from: `./src/${dir}`,
      message: MOCK,
    })),
    {
      target: './mirage',
      from: './src/app',
      except: ['./mockSilo.ts', './mockScenarios.ts'],
      message: MOCK,
    },
    { target: './mirage', from: './src/state', except: ['./machines'], message: MOCK },
    { target: './mirage', from: './src/api', except: ['./generated'], message: MOCK },
  )
  // The mock's floors (docs/mock.md): handlers → sim → api (the operation kit) → orm, over util.
  // The serializer writes by the contract's schemas, so orm reads api/contract.ts and nothing more.
  const FLOORS = 'Mock floors: handlers → sim → api → orm → util; import only downwards.'
  const below = (target, froms, extra = {}) =>
    froms.map((from) => ({ target: `./mirage/${target}`, from: `./mirage/${from}`, ...extra }))
  zones.push(
    ...[
      ...below('sim', ['handlers']),
      ...below('api', ['handlers', 'sim']),
      ...below('orm', ['handlers', 'sim']),
      ...below('orm', ['api'], { except: ['./contract.ts'] }),
      ...below('util', ['handlers', 'sim', 'api', 'orm']),
    ].map((zone) => ({ ...zone, message: FLOORS })),
  )
  zones.push(...areaZones())
  return zones
}

module.exports = tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-demo',
      'storybook-static',
      'test-results',
      'playwright-report',
      'src/api/generated',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: {
      'react-hooks': reactHooks,
      local: { rules: { 'require-disable-reason': requireDisableReason } },
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // data is rendered as text only
      'react/no-danger': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render data as text.',
        },
        // A cast through unknown or to never tells the checker nothing: a generic, a type guard,
        // a narrower signature or `satisfies` usually says it. Where none can, the disable
        // comment's reason says why.
        {
          selector:
            "TSAsExpression[expression.type='TSAsExpression'][expression.typeAnnotation.type='TSUnknownKeyword']",
          message: CAST,
        },
        { selector: "TSAsExpression[typeAnnotation.type='TSNeverKeyword']", message: CAST },
      ],
      'local/require-disable-reason': 'error',
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      // the cycle check parses the modules an import reaches: TypeScript ones too
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // No package imports our modules, so no cycle passes through one: the cycle check stops at
      // node_modules rather than resolving each package import it meets to ask whether it is
      // external (ignoreExternal), which was 12 s of the check's 21 s.
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      // dynamic imports count: a lazy route chunk that imports its importer is still a cycle
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layerZones() }],
    },
  },
  {
    // The composition root: the entry and the route table compose the features' route modules.
    files: ['src/main.tsx', 'src/app/routes/index.tsx'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones({ composition: true }) }],
    },
  },
  {
    // Tests and stories put the whole app together (a store, the router, the mock): outside the
    // layers, but not outside the cycle check. One beside an area keeps to its area's wall: it
    // composes the app through the test helpers and app/, never another area's modules.
    files: [
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      'src/stories/**',
      // test helpers: a test store, canned records
      'src/**/{testing,*Testing,fixtures}.ts',
    ],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: areaZones() }] },
  },
  {
    // Playwright's fixtures hand over with a function named `use`, which is not React's hook.
    files: ['test/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
)
