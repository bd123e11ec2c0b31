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
      name: 'src-reaches-custom-pages-only-through-the-route-table',
      comment: 'the route table lazily imports each page; nothing else in src names a bespoke page',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/shell/route-table\\.ts$' },
      to: { path: '^custom-pages/' },
    },
    {
      name: 'route-table-imports-pages-lazily',
      severity: 'error',
      from: { path: '^src/shell/route-table\\.ts$' },
      to: { path: '^custom-pages/', dependencyTypesNot: ['dynamic-import'] },
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
      from: { path: '^server/devices/', pathNot: '^server/devices/(plugin|demo-simulator)\\.ts$' },
      to: { path: '^server/simulator/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^(core|resources|src|custom-pages|server)/' },
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
