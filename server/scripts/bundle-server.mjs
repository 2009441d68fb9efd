// The server bundle's one recipe, for `npm run build` (scripts/build.mjs, into dist/) and for the test suite
// (test/global-setup.ts, into a dist-test-* folder of its own): production runs plain `node`, and so do the
// servers and commands the tests start.
import { copyFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = (p) => fileURLToPath(new URL(`../${p}`, import.meta.url))
// Runtime CLIs (dev-only scripts such as emit-openapi and e2e-server stay on tsx).
const CLIS = ['create-admin', 'migrate', 'backup', 'restore', 'archive', 'new-edition']

/**
 * Bundles dist/index.js (the site), dist/spreadsheet-child.js (its upload parser), its worker threads' files
 * (pdf-worker.js, certificates-worker.js) and <cli>.js for each CLI above into `outdir`, which must sit beside
 * src/ (the bundle finds client/dist, migrations/ and .data from there). Returns the files' names.
 */
export async function bundleServer(outdir) {
  const entryPoints = [
    { in: here('src/index.ts'), out: 'index' },
    // Uploaded spreadsheets are parsed in a child process running this file (src/uploads/spreadsheet-sandbox.ts).
    { in: here('src/uploads/spreadsheet-child.ts'), out: 'spreadsheet-child' },
    // The PDF render thread (src/pdf/render-pool.ts) is its own file beside index.js.
    { in: here('src/pdf/render-worker.ts'), out: 'pdf-worker' },
    // The bulk certificate issue's thread (src/routes/certificates/certificates.issue.ts), likewise.
    { in: here('src/routes/certificates/certificates.batch-worker.ts'), out: 'certificates-worker' },
  ]
  for (const name of CLIS) {
    const file = here(`scripts/${name}.ts`)
    if (existsSync(file)) entryPoints.push({ in: file, out: name })
  }
  await build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies stay in node_modules (sharp and PGlite ship native code and data files).
    packages: 'external',
    logLevel: 'warning',
  })
  // Data files the bundle reads beside itself (import.meta.url is <outdir>/index.js there).
  copyFileSync(here('src/auth/common-passwords.txt'), join(outdir, 'common-passwords.txt'))
  return entryPoints.map((e) => `${e.out}.js`)
}
