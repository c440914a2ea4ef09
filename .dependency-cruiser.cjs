/** The dependency rule of ARCHITECTURE.md, checked by `npm run lint`. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ imports only domain/: no npm package, no node builtin, no other layer.',
      severity: 'error',
      from: { path: '^domain/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^domain/' },
    },
    {
      name: 'adapters-not-on-bff-or-web',
      comment: 'adapters/ implement domain ports; they never reach into bff/ or web/.',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^(bff|web)/' },
    },
    {
      name: 'web-only-contract',
      comment: 'web/ may import bff/contract/ and the pure domain, never adapters/ or the rest of bff/.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(adapters/|bff/(?!contract/)|tools/|migrations/)' },
    },
    {
      name: 'domain-not-on-node',
      comment: 'No npm package and no Node builtin (I/O) in domain/.',
      severity: 'error',
      from: { path: '^domain/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-bundled', 'npm-no-pkg', 'npm-unknown', 'unknown', 'undetermined', 'type-only'] , pathNot: '^domain/' },
    },
    {
      name: 'routes-get-use-cases',
      comment: 'bff/api/ handlers are handed use cases; they import no adapter.',
      severity: 'error',
      from: { path: '^bff/api/', pathNot: '\\.test\\.ts$' },
      to: { path: '^adapters/' },
    },
    {
      name: 'adapters-stand-alone',
      comment: 'An adapter imports no other adapter: shared rules live in the domain.',
      severity: 'error',
      from: { path: '^adapters/([^/]+)/' },
      to: { path: '^adapters/', pathNot: '^adapters/$1/' },
    },
    {
      name: 'app-not-on-tools',
      comment: 'The app (domain, adapters, bff, web) never imports tools/: tools use the app, not the other way round.',
      severity: 'error',
      from: { path: '^(domain|adapters|bff|web)/' },
      to: { path: '^tools/' },
    },
    {
      name: 'app-not-on-test-support',
      comment: 'The app (domain, adapters, bff, web) never imports test/: fakes and fixtures live in test/support/, for tests only.',
      severity: 'error',
      from: { path: '^(domain|adapters|bff|web)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^test/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
