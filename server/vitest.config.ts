import { relative } from 'node:path'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Files that run long for their size: they send thousands of requests or start servers, databases or nginx of
 * their own. With no durations in its cache (a clean clone, as in CI) vitest runs the largest files first, which
 * started hostile-input.test.ts (about 200 s beside three other files) 317 s into a 518 s run: it ended 35 s after
 * every other file. These start first, longest first; with durations known, vitest's own order already does that.
 */
const LONG_FILES = [
  'test/reliability/hostile-input.test.ts',
  'test/backup/round-trip.test.ts',
  'src/routes/editions/editions.archive-command.test.ts',
  'src/auth/secret-key.test.ts',
  'test/deploy/nginx.test.ts',
  'test/reliability/instances.test.ts',
  'test/reliability/cache-bound.test.ts',
  'test/backup/data-dir-lock.test.ts',
  'test/reliability/mail-delivery.test.ts',
  'test/first-start.test.ts',
  'test/admin-cli.test.ts',
  'test/reliability/stray-database-errors.test.ts',
]

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    // The key vitest's own sequencer reads its cache by.
    const path = (spec: TestSpecification) => relative(this.ctx.config.root, spec.moduleId)
    if (sorted.every((spec) => this.ctx.cache.getFileTestResults(`${spec.project.name}:${path(spec)}`))) return sorted
    const rank = (spec: TestSpecification) => {
      const i = LONG_FILES.indexOf(path(spec))
      return i === -1 ? LONG_FILES.length : i
    }
    // A stable sort: the other files keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b))
  }
}

export default defineConfig({
  test: {
    environment: 'node',
    // common/ runs in both; its own tests (no browser needed) run here.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', '../common/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    pool: 'forks',
    // A worker imports the app once for all its files, not once per file: the suite's wall time fell from 704 s to
    // 482 s here (docs/decisions/045). Setup files still run per file and reset what is process-wide.
    isolate: false,
    // PGlite needs ~850 MB per file; two at a time fits any machine. On Postgres files are light.
    maxWorkers: process.env.TEST_DATABASE_URL ? 4 : 2,
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/hermetic-env.ts', 'test/setup.ts'],
    sequence: { sequencer: LongFilesFirst },
  },
})
