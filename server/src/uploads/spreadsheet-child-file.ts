import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

// Where the spreadsheet child's code is. From the bundle: dist/spreadsheet-child.js beside dist/index.js (see
// scripts/build.mjs). From the source (vitest, tsx, make dev): the child is bundled once per process with esbuild
// (a dev dependency) into server/dist-dev/, so every parse starts plain node: under `--import tsx` a child took
// seconds to start on a loaded machine.

let fromSource: Promise<string> | undefined

export function spreadsheetChildFile(): Promise<string> {
  if (!import.meta.url.endsWith('.ts'))
    return Promise.resolve(fileURLToPath(new URL('./spreadsheet-child.js', import.meta.url)))
  fromSource ??= bundleFromSource()
  return fromSource
}

async function bundleFromSource(): Promise<string> {
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./spreadsheet-child.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies are imported from node_modules, found from server/dist-dev/ as from server/dist/.
    packages: 'external',
    write: false,
    logLevel: 'warning',
  })
  const code = result.outputFiles[0]!.contents
  const dir = fileURLToPath(new URL('../../dist-dev/', import.meta.url))
  const file = `${dir}spreadsheet-child-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true })
    // Written whole, then renamed: test files running in parallel may bundle the same child at once.
    const partial = `${file}.${process.pid}.tmp`
    writeFileSync(partial, code)
    renameSync(partial, file)
  }
  return file
}
