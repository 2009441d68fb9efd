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
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const chromiumFound = existsSync(chromium)

// E2E_CLIENT_DIST, not CLIENT_DIST: a deploy shell's CLIENT_DIST must not change what the tests serve.
const dist = process.env.E2E_CLIENT_DIST ?? fileURLToPath(new URL('./dist', import.meta.url))

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
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
    { name: 'desktop', testIgnore: EDITION_SPEC, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'edition',
      testMatch: EDITION_SPEC,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${editionPort}` },
    },
  ],
  webServer: [port, editionPort].map((p) => ({
    command: `node --import tsx ../server/scripts/e2e-server.ts`,
    url: `http://127.0.0.1:${p}/api/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(p), HOST: '127.0.0.1', CLIENT_DIST: dist, NODE_ENV: 'production' },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
})
