// Writes openapi/openapi.json from the app's own route definitions: no server, no database.
// Usage: tsx scripts/emit-openapi.ts [output-file]
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { contractOf, createApp } from '../src/app'

const out = resolve(process.argv[2] ?? fileURLToPath(new URL('../../openapi/openapi.json', import.meta.url)))
const { api } = createApp()
const document = contractOf(api)
mkdirSync(dirname(out), { recursive: true })
writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`)
console.log(`wrote ${out} (${Object.keys(document.paths ?? {}).length} paths)`)
