import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 4300)
/**
 * edition.spec.ts starts the next edition, which empties papers, speakers, updates… for the whole server: it runs
 * against a server (and an in-memory database, archive and backup folders) of its own, on the next port.
 */
const editionPort = Number(process.env.E2E_EDITION_PORT ?? port + 1)
const EDITION_SPEC = /edition\.spec\.ts$/
/**
 * The other specs run in two shards side by side (one worker each, the machine's two cores), each against a server
 * and database of its own, so that no spec sees another shard's writes; within a shard, files run one at a time
 * as before. The admin shard holds most of the specs that log in and write; the split evens out the two shards'
 * test time (docs/decisions/025).
 */
const shardPort = Number(process.env.E2E_SHARD_PORT ?? port + 2)
const ADMIN_SHARD = /(admin-[a-z-]+|backup|authors|home-updates|my-programme|offline|programme|programs)\.spec\.ts$/
/**
 * Debian's chromium-headless-shell when installed: the same Chromium in its old headless mode, the build Playwright
 * itself runs headless tests in. Debian's chromium runs the new headless mode, a whole browser, where each new page
 * cost about 1 s of CPU here: the suite took 18.7 minutes in it and 11.1 in the shell (docs/decisions/047).
 * The Makefile's e2e target picks by the same rule and passes E2E_CHROMIUM_PATH.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const chromium =
  process.env.E2E_CHROMIUM_PATH ??
  (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'))

// E2E_CLIENT_DIST, not CLIENT_DIST: a deploy shell's CLIENT_DIST must not change what the tests serve.
const dist = process.env.E2E_CLIENT_DIST ?? fileURLToPath(new URL('./dist', import.meta.url))

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // Two in all, one per project: a project's files run one at a time against its own server.
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The failures' page snapshots last, where a CI log's tail shows them.
  reporter: [['list'], ['./e2e/failure-snapshot-reporter.ts']],
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // The site's service worker (issue 34) would answer pages and scripts itself, past page.route()'s mocks:
    // offline.spec.ts allows it and tests it; the other specs see the site as a first visit does.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [EDITION_SPEC, ADMIN_SHARD],
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'admin',
      testMatch: ADMIN_SHARD,
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${shardPort}` },
    },
    {
      name: 'edition',
      testMatch: EDITION_SPEC,
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${editionPort}` },
    },
  ],
  webServer: [port, editionPort, shardPort].map((p) => ({
    command: `node --import tsx ../server/scripts/e2e-server.ts`,
    url: `http://127.0.0.1:${p}/api/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(p), HOST: '127.0.0.1', CLIENT_DIST: dist, NODE_ENV: 'production' },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
})
