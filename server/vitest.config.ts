import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    pool: 'forks',
    // A worker imports the app once for all its files, not once per file: the suite's wall time fell from 704 s to
    // 482 s here (docs/decisions/045). Setup files still run per file and reset what is process-wide.
    isolate: false,
    // PGlite needs ~850 MB per file; two at a time fits any machine. On Postgres files are light.
    maxWorkers: process.env.TEST_DATABASE_URL ? 4 : 2,
    setupFiles: ['test/hermetic-env.ts', 'test/setup.ts'],
  },
})
