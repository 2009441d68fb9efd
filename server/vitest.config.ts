import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    pool: 'forks',
    // PGlite needs ~850 MB per file; two at a time fits any machine. On Postgres files are light.
    maxWorkers: process.env.TEST_DATABASE_URL ? 4 : 2,
    setupFiles: ['test/hermetic-env.ts', 'test/setup.ts'],
  },
})
