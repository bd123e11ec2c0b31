/**
 * The layers (DESIGN.md §4): core ← resources ← (server | src ← custom-pages). `npm run lint` checks them.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'core-is-the-bottom',
      comment: 'core imports nothing of the app',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^(resources|src|custom-pages|server|tests|scripts|bench)/' },
    },
    {
      name: 'resources-import-only-core',
      comment: 'a resource file is a definition over the kit',
      severity: 'error',
      from: { path: '^resources/' },
      to: { path: '^(src|custom-pages|server|tests|scripts|bench)/' },
    },
    { name: 'server-is-not-the-console', severity: 'error', from: { path: '^server/' }, to: { path: '^(src|custom-pages)/' } },
    { name: 'console-is-not-the-server', severity: 'error', from: { path: '^(src|custom-pages)/' }, to: { path: '^server/' } },
    {
      name: 'src-never-names-a-bespoke-page',
      comment: 'src finds the areas by their manifests (src/shell/areas.ts globs custom-pages/*/area.ts); nothing in src imports a bespoke page',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^custom-pages/' },
    },
    {
      name: 'area-manifests-load-their-area-lazily',
      comment:
        "a manifest is read with the console's first load: it names its pages and messages by lazy import only, and its methods by lazy import or (small ones, called as its pages open) its own methods.ts",
      severity: 'error',
      from: { path: '^custom-pages/([^/]+)/area\\.ts$' },
      to: { path: '^custom-pages/', pathNot: '^custom-pages/$1/methods\\.ts$', dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
    {
      name: 'areas-apart',
      comment: 'a page area imports no other area: what two areas share lives in the kit (src/kit)',
      severity: 'error',
      from: { path: '^custom-pages/([^/]+)/' },
      to: { path: '^custom-pages/', pathNot: '^custom-pages/$1/' },
    },
    {
      name: 'core-runs-anywhere',
      comment: 'core is plain TypeScript the browser and the server both run: no Node built-ins (npm packages are outside the graph, so React in core is not caught here)',
      severity: 'error',
      from: { path: '^core/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'console-on-top',
      comment:
        "the console (react-admin's app and its providers) is the top: the HTTP client, i18n, the data contract, the kit, the screens, the shell and the pages never import it (pages type the data provider with src/data)",
      severity: 'error',
      from: { path: '^(src/(http|i18n|data|kit|resource-screens|shell)|custom-pages)/' },
      to: { path: '^src/console/' },
    },
    {
      name: 'http-client-below-the-shell',
      comment: 'the HTTP client reaches the user through what the console hands it (toasts, navigation), never by importing the shell or the screens',
      severity: 'error',
      from: { path: '^src/http/' },
      to: { path: '^src/(shell|kit|resource-screens|data)/' },
    },
    {
      name: 'devices-below-modules',
      comment: 'the device layer runs below the modules: what both need (recording problems, whose events concern which customers) lives below them',
      severity: 'error',
      from: { path: '^server/device-layer/' },
      to: { path: '^server/modules/' },
    },
    {
      name: 'storage-below-crud',
      comment: 'the storage layer knows no records: record files are crud routes over it',
      severity: 'error',
      from: { path: '^server/storage/' },
      to: { path: '^server/crud/' },
    },
    {
      name: 'db-below-crud',
      comment: 'the database layer knows no resource routes or repositories',
      severity: 'error',
      from: { path: '^server/db/' },
      to: { path: '^server/(crud|modules|routes|auth)/' },
    },
    { name: 'auth-below-crud-and-audit', severity: 'error', from: { path: '^server/auth/' }, to: { path: '^server/(crud|modules)/|^server/crud/audit' } },
    { name: 'zabbix-client-apart-from-the-problem-store', severity: 'error', from: { path: '^server/integrations/' }, to: { path: '^server/modules/' } },
    {
      name: 'devices-without-the-simulator',
      comment: 'the simulator is demo-only; the device layer must run without it',
      severity: 'error',
      from: { path: '^server/device-layer/', pathNot: '^server/device-layer/(plugin|demo-simulator)\\.ts$' },
      to: { path: '^server/simulator/' },
    },
    {
      name: 'app-never-imports-its-checks',
      comment: 'the console and the server never import tests, scripts or benchmarks',
      severity: 'error',
      from: { path: '^(src|custom-pages|server)/' },
      to: { path: '^(tests|scripts|bench)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^(core|resources|src|custom-pages|server|tests|scripts|bench)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|data|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
