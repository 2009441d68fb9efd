// Bundles the server and its command-line tools into dist/ with esbuild, so production runs plain `node`
// (no tsx, no esbuild, no TypeScript): dist/index.js (the site), dist/spreadsheet-child.js (its upload parser), its
// worker threads' files (dist/pdf-worker.js, dist/certificates-worker.js),
// dist/<cli>.js for each CLI below that exists.
import { copyFileSync, existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = (p) => fileURLToPath(new URL(`../${p}`, import.meta.url))
// Runtime CLIs (dev-only scripts such as emit-openapi and e2e-server stay on tsx).
const CLIS = ['create-admin', 'migrate', 'backup', 'restore', 'archive', 'new-edition']

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
  outdir: here('dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Dependencies stay in node_modules (sharp and PGlite ship native code and data files).
  packages: 'external',
  logLevel: 'warning',
})
// Data files the bundle reads beside itself (import.meta.url is dist/index.js there).
copyFileSync(here('src/auth/common-passwords.txt'), here('dist/common-passwords.txt'))
console.log(`server: bundled ${entryPoints.map((e) => `dist/${e.out}.js`).join(', ')}`)
