// Bundles the server and its command-line tools into dist/ with esbuild (scripts/bundle-server.mjs), so
// production runs plain `node` (no tsx, no esbuild, no TypeScript).
import { fileURLToPath } from 'node:url'
import { bundleServer } from './bundle-server.mjs'

const files = await bundleServer(fileURLToPath(new URL('../dist', import.meta.url)))
console.log(`server: bundled ${files.map((f) => `dist/${f}`).join(', ')}`)
