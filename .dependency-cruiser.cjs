/**
 * The layer order, enforced in `make lint` (docs/architecture.md, docs/decisions/034-layers-enforced.md), top first:
 * - server: the composition root (index.ts → app.ts, site-server.ts) → routes/<resource> → the concern folders
 *   (api/, auth/, http/, cache/, pages/, observability/, archive/, jobs/, mail/, backup/, uploads/, pdf/, db/) →
 *   common/. A concern folder never imports routes/ or the composition root; only index.ts imports app.ts.
 * - client: routes/ → features/<domain> → shared (components/, lib/, content/) → common/; a feature never imports
 *   another feature, and shared code never imports a feature.
 * - no circular imports anywhere.
 * The client rules warn until the client's last crossings are gone (issue 49 item 1's client part): then `error`.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes load order and ownership unclear: break it by moving what both need below both.',
      from: { path: '^(server/src|common)/' },
      to: { circular: true },
    },
    {
      name: 'no-circular-client',
      severity: 'error',
      comment: 'A cycle makes load order and ownership unclear: break it by moving what both need below both.',
      from: { path: '^client/src/' },
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
      name: 'server-composition-root-on-top',
      severity: 'error',
      comment: 'app.ts composes everything; what it composes gets what it needs from it as arguments, never by import.',
      from: { path: '^server/src/(?!index\\.ts)' },
      to: { path: '^server/src/app\\.ts$' },
    },
    {
      name: 'common-imports-nothing-of-ours',
      severity: 'error',
      comment: 'common/ runs in the server and the browser: it imports neither.',
      from: { path: '^common/' },
      to: { path: '^(server|client)/' },
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
    {
      name: 'fixtures-for-tests-only',
      severity: 'error',
      comment:
        'common/fixtures holds test data (it names an edition, so the edition-literal check skips it): tests only.',
      from: { pathNot: '(/test/|\\.fixtures\\.ts$|^common/fixtures/)' },
      to: { path: '^common/fixtures/' },
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
