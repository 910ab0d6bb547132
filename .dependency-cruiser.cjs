/**
 * Which code may import which (docs/architecture.md explains the picture). `npm run depcheck` runs it in CI.
 * Type-only imports count too: a shape must come from the contract, not from a page or a route.
 */

/** Features in order: each may import the ones before it, never one after it. */
const FEATURE_LAYERS = [
  ['auth', 'contact', 'newsletter', 'faq', 'search'],
  ['shopping'],
  ['catalog'],
  ['collections', 'home', 'product', 'wishlist', 'admin'],
  ['checkout'],
  ['orders', 'cart'],
  ['account'],
];

const featureRules = FEATURE_LAYERS.flatMap((layer, index) => {
  const higher = FEATURE_LAYERS.slice(index + 1).flat();
  const peers = layer.length > 1 ? layer : [];
  return layer.map((feature) => ({
    name: `feature-${feature}-looks-down`,
    severity: 'error',
    comment: `features/${feature} may import features listed before it in FEATURE_LAYERS, never a peer or one after it.`,
    from: { path: `^src/features/${feature}/` },
    to: { path: `^src/features/(${[...higher, ...peers.filter((p) => p !== feature)].join('|')})/` },
  }));
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle means neither module can be understood, tested or moved without the other.',
      from: { path: '^src/(lib|features|components)/' },
      to: { circular: true },
    },
    {
      name: 'lib-is-the-bottom',
      severity: 'error',
      comment: 'src/lib is shared by the browser and the server: it imports only itself (and content/, packages).',
      from: { path: '^src/lib/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/(features|components|layouts|pages|server)/' },
    },
    {
      name: 'browser-code-not-server',
      severity: 'error',
      comment:
        'Pages, layouts, components and features reach the server through the API (src/lib/api), never by import.',
      from: { path: '^src/(features|components|layouts|pages)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/server/' },
    },
    {
      name: 'components-below-features',
      severity: 'error',
      comment: 'Shared UI pieces know nothing of a feature.',
      from: { path: '^src/components/ui/' },
      to: { path: '^src/features/' },
    },
    {
      name: 'route-not-route',
      severity: 'error',
      comment: 'A route file uses services and http helpers; what two routes share lives there, not in a route.',
      from: { path: '^src/server/routes/([^/]+)\\.ts$' },
      to: { path: '^src/server/routes/', pathNot: '^src/server/routes/$1\\.ts$' },
    },
    {
      name: 'services-not-routes',
      severity: 'error',
      comment:
        'Services are called by routes, timers and scripts; they never reach back into the HTTP layer of a route.',
      from: { path: '^src/server/(services|mail|payments|db|seed|storage|security|oidc)/' },
      to: { path: '^src/server/(routes|app\\.ts)' },
    },
    ...featureRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|^dist/|^\\.astro/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
