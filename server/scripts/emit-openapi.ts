// Writes openapi/openapi.json from the app's own route definitions: no server, no database.
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createApp, OPENAPI_INFO } from '../src/app'

const out = fileURLToPath(new URL('../../openapi/openapi.json', import.meta.url))
const { api } = createApp()
const document = api.getOpenAPI31Document(OPENAPI_INFO)
mkdirSync(fileURLToPath(new URL('../../openapi', import.meta.url)), { recursive: true })
writeFileSync(out, JSON.stringify(document, null, 2) + '\n')
console.log(`wrote ${out} (${Object.keys(document.paths ?? {}).length} paths)`)
