import { readFileSync } from 'node:fs'
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/** The lines of a failure's page snapshot printed at most: enough to see the page, short enough for a CI log's tail. */
const MAX_LINES = 80

/**
 * After the run, prints each failed test's page snapshot (Playwright's error-context.md: the page's accessibility
 * tree at the failure, field values included). A CI machine keeps only its log: a failure that happens once in many
 * runs can then be read from the log, instead of being guessed at.
 */
export default class FailureSnapshotReporter implements Reporter {
  private readonly snapshots: string[] = []

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return
    for (const attachment of result.attachments) {
      if (attachment.name !== 'error-context' || !attachment.path) continue
      try {
        const text = readFileSync(attachment.path, 'utf8')
        // From the page's main region when it has one: the header and menus before it are the same on every page.
        const main = text.search(/^\s*- main\b/m)
        const snapshot = text.slice(main >= 0 ? main : Math.max(0, text.indexOf('# Page snapshot'))).split('\n')
        const shown = snapshot.slice(0, MAX_LINES)
        if (snapshot.length > MAX_LINES) shown.push(`… ${snapshot.length - MAX_LINES} more lines in ${attachment.path}`)
        this.snapshots.push(`── ${test.titlePath().slice(1).join(' › ')}\n${shown.join('\n')}`)
      } catch {
        // No file (the test ended before a page existed): the error above says what failed.
      }
    }
  }

  onEnd(_result: FullResult) {
    if (this.snapshots.length === 0) return
    console.log(`\nThe page at each failure:\n\n${this.snapshots.join('\n\n')}\n`)
  }

  printsToStdio() {
    return true
  }
}
