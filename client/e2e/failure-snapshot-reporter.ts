import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/** The lines of a failure's page snapshot printed at most: enough to see the page, short enough for a CI log's tail. */
const MAX_LINES = 80
/** The lines of a failure's error message printed in the closing summary. */
const ERROR_LINES = 6

/**
 * After the run, prints each failed test's page snapshot (Playwright's error-context.md: the page's accessibility
 * tree at the failure, field values included), then, as the log's very last lines, which test failed where and
 * why. A CI machine keeps only its log, and often only its tail: a failure that happens once in many runs can then
 * be read from it instead of being guessed at.
 */
export default class FailureSnapshotReporter implements Reporter {
  private readonly snapshots: string[] = []
  private readonly failures: string[] = []

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return
    const title = test.titlePath().slice(1).join(' › ')
    this.failures.push(failureSummary(title, result))
    for (const attachment of result.attachments) {
      if (attachment.name !== 'error-context' || !attachment.path) continue
      try {
        const text = readFileSync(attachment.path, 'utf8')
        // From the page's main region when it has one: the header and menus before it are the same on every page.
        const main = text.search(/^\s*- main\b/m)
        const start = main >= 0 ? main : Math.max(0, text.indexOf('# Page snapshot'))
        // Up to the test's source, which the summary's location points at.
        const end = text.indexOf('\n# Test source', start)
        const snapshot = text.slice(start, end >= 0 ? end : undefined).split('\n')
        const shown = snapshot.slice(0, MAX_LINES)
        if (snapshot.length > MAX_LINES) shown.push(`… ${snapshot.length - MAX_LINES} more lines in ${attachment.path}`)
        this.snapshots.push(`── ${title}\n${shown.join('\n')}`)
      } catch {
        // No file (the test ended before a page existed): the summary says what failed.
      }
    }
  }

  onEnd(_result: FullResult) {
    if (this.failures.length === 0) return
    if (this.snapshots.length) console.log(`\nThe page at each failure:\n\n${this.snapshots.join('\n\n')}\n`)
    console.log(`\n${this.failures.length} failed:\n\n${this.failures.join('\n\n')}\n`)
  }

  printsToStdio() {
    return true
  }
}

/** One failure in a few lines: the test, its status and time, and each error's first lines and location. */
function failureSummary(title: string, result: Pick<TestResult, 'status' | 'duration' | 'errors'>): string {
  const lines = [`✘ ${title} (${result.status} after ${(result.duration / 1000).toFixed(1)} s)`]
  for (const error of result.errors) {
    // Playwright's messages carry terminal colours; a log keeps them as noise.
    const message = stripVTControlCharacters(error.message ?? error.value ?? '').trim()
    lines.push(
      ...message
        .split('\n')
        .slice(0, ERROR_LINES)
        .map((l) => `    ${l}`),
    )
    if (error.location)
      lines.push(
        `    at ${relative(process.cwd(), error.location.file)}:${error.location.line}:${error.location.column}`,
      )
    // A failure inside a helper: the line of the spec that called it, too.
    const caller = error.stack
      ?.split('\n')
      .find((l) => /\.spec\.ts:\d+/.test(l))
      ?.trim()
    if (caller && !(error.location && caller.includes(`${error.location.file}:${error.location.line}:`)))
      lines.push(`    called ${caller.replace(`${process.cwd()}/`, '')}`)
  }
  return lines.join('\n')
}
