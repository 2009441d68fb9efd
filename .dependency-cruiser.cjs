/**
 * The layer order, enforced in `make lint` (docs/architecture.md):
 * - server: routes/ → the concern folders (lib/, middlewares/, db/, archive/, backup/, …); a concern folder never
 *   imports routes/.
 * - client: routes/ → features/ → shared (components/, lib/, content/); a feature never imports another feature,
 *   and shared code never imports a feature.
 * - no circular imports anywhere.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes load order and ownership unclear: break it by moving what both need below both.',
      from: { path: '^(server/src|client/src|common)/' },
      to: { circular: true },
    },
    {
      name: 'server-concerns-below-routes',
      severity: 'error',
      comment: 'Shared server folders serve the routes; they never import one.',
      from: { path: '^server/src/(?!routes/|app\\.ts|index\\.ts|site-server\\.ts)' },
      to: { path: '^server/src/routes/' },
    },
    {
      name: 'features-independent',
      severity: 'error',
      comment:
        'A feature never imports another feature: what two need lives in shared code (lib/, components/) or common/.',
      from: { path: '^client/src/features/([^/]+)/' },
      to: { path: '^client/src/features/([^/]+)/', pathNot: '^client/src/features/$1/' },
    },
    {
      name: 'shared-never-imports-features',
      severity: 'error',
      comment: 'Shared client code (components/, lib/, content/) is below the features.',
      from: { path: '^client/src/(components|lib|content)/' },
      to: { path: '^client/src/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|\\.test\\.tsx?$|routeTree\\.gen\\.ts)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'client/tsconfig.json') },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
}
