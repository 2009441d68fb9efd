import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'
import { createApp } from '../src/app'
import type { AppOptions } from '../src/app-options'
import type { TestContext } from './context'

// Test set-up for the apps that serve pages: a stand-in for the client's build, and an app on useTestApp's database.

/** The client's shell as its build writes it, reduced to the root the page renderer fills. */
export const SHELL = '<!doctype html><html><head></head><body><div id="root"></div></body></html>'

/**
 * A stand-in for the client's build for one test file: `dist/` (index.html holding `shell`, an empty assets/) in a
 * temporary folder `dir`, made now and removed after the file's tests. Tests may write more files into either.
 */
export function tempClientBuild(prefix: string, shell = SHELL): { dir: string; dist: string } {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  const dist = join(dir, 'dist')
  mkdirSync(join(dist, 'assets'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), shell)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  return { dir, dist }
}

/** An app on the test file's database and response cache; `options` add what it serves (client build, renderer…). */
export function pageApp(ctx: TestContext, options: AppOptions) {
  return createApp({ database: ctx.db.handle, responseCache: ctx.cache, ...options })
}
