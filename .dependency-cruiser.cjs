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
      name: 'server-module-uses-no-other-repository',
      severity: 'error',
      comment:
        "A server module reaches another module's data only through that module's public interface (index.ts or service), never its repository.",
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/.+repository[.]ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'server-core-uses-no-repository',
      severity: 'error',
      comment:
        'The app, lib, mail, db and workers reach module data through the modules, never a repository.',
      from: { path: '^apps/server/src/', pathNot: '^apps/server/src/modules/' },
      to: { path: '^apps/server/src/modules/.+repository[.]ts$' },
    },
    {
      name: 'server-plugins-import-no-module',
      severity: 'error',
      comment: 'Plugins are infrastructure; a module registers itself, a plugin never reaches into one.',
      from: { path: '^apps/server/src/plugins/' },
      to: { path: '^apps/server/src/modules/' },
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
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    // The web's tsconfig resolves its `@/` alias; the server and contract use relative and package imports.
    tsConfig: { fileName: require('node:path').join(__dirname, 'apps/web/tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
