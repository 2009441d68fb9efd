// What every part of make bench shares: where the repo and the bench's output are, logging, and the browser.
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

export const root = fileURLToPath(new URL('..', import.meta.url))
export const outDir = join(root, '.bench')
mkdirSync(outDir, { recursive: true })
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run'

export const log = (s: string) => process.stderr.write(`bench: ${s}\n`)
/** The middle value (the lower of the two middle ones for an even count); NaN for none. */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[(xs.length - 1) >> 1] ?? Number.NaN
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
/** Bytes of a file once gzipped at level 9: how the bench counts what a page loads. */
export const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length
