import { fileURLToPath } from 'node:url'

// What every part of the reliability suite's helpers reads: where the repository is, and the Postgres server.

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))
export const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url))

/** The Postgres server the suite may create databases on (CI always sets it). */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL

/** Says loudly why a test cannot run here (console.warn: a console.error would fail the test). */
export function warnSkip(what: string, why: string) {
  console.warn(
    `\n######## RELIABILITY TEST SKIPPED: ${what}\n######## ${why}\n######## Set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run it.\n`,
  )
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
