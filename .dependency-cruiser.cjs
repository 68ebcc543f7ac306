/**
 * The import rules of docs/architecture.md ("Boundaries"), checked by `npm run lint:deps` in npm test.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'web-imports-no-endpoint-schemas',
      severity: 'error',
      comment:
        "The client takes an endpoint's schemas as types only (import type): its zod values stay out of the client's bundles.",
      from: { path: '^apps/web/src/' },
      to: { path: '^packages/contract/src/endpoints/.+[.]schemas[.]ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Modules, features and libraries form a tree of dependencies, never a loop.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-shared-imports-no-feature',
      severity: 'error',
      comment: "The web's shared code (components, lib, config) serves every feature and knows none.",
      from: { path: '^apps/web/src/(components|lib|config)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-feature-imports-no-other-feature',
      severity: 'error',
      comment: 'A web feature uses shared code, never another feature; the app shell composes them.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'server-core-imports-no-upper-layer',
      severity: 'error',
      comment:
        'core (database, config, lib, errors) is the floor: it imports nothing of platform, modules or app.',
      from: { path: '^apps/server/src/core/', pathNot: '[.]test[.]ts$' },
      to: { path: '^apps/server/src/(platform|modules|app)/' },
    },
    {
      name: 'server-platform-imports-no-feature',
      severity: 'error',
      comment:
        'platform (tenancy, guards, files, audit, mail, events, http plugins) serves every feature and knows none; modules plug into it.',
      from: { path: '^apps/server/src/platform/', pathNot: '[.]test[.]ts$' },
      to: { path: '^apps/server/src/(modules|app)/' },
    },
    {
      name: 'server-module-imports-no-app',
      severity: 'error',
      comment: 'Features never import the app that composes them (app.ts, server, worker, seed, web).',
      from: { path: '^apps/server/src/modules/', pathNot: '[.]test[.]ts$' },
      to: { path: '^apps/server/src/app/' },
    },
    {
      name: 'server-module-face',
      severity: 'error',
      comment:
        "Another module is reached through its index.ts, never its internal files (a module's own tests may reach its internals).",
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '[.]test[.]ts$' },
      to: {
        path: '^apps/server/src/modules/[^/]+/.+',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'server-app-uses-module-faces',
      severity: 'error',
      comment: 'The app (app.ts, server, worker, seed, web) composes modules through their index.ts.',
      from: { path: '^apps/server/src/app/', pathNot: '[.]test[.]ts$' },
      to: {
        path: '^apps/server/src/modules/[^/]+/.+',
        pathNot: '^apps/server/src/modules/[^/]+/index[.]ts$',
      },
    },
    {
      name: 'server-sql-in-repositories',
      severity: 'error',
      comment:
        "SQL (drizzle-orm and its sql tag) only in repository files, core's database code and the seed.",
      from: {
        path: '^apps/server/src/',
        pathNot: [
          '(^|/|-)repository[.]ts$',
          '/repositories/',
          '^apps/server/src/core/db/',
          '^apps/server/src/app/seed/',
          '[.]test[.]ts$',
        ],
      },
      to: { path: '(^|node_modules/)drizzle-orm($|/)' },
    },
    {
      name: 'contract-imports-no-app',
      severity: 'error',
      comment: 'The contract is shared by both apps and depends on neither.',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    // The web's tsconfig resolves its `@/` alias; the server and contract use relative and package imports.
    tsConfig: { fileName: require('node:path').join(__dirname, 'apps/web/tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
