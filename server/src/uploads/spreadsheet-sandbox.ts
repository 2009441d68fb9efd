import { type ChildProcess, fork } from 'node:child_process'
import { setPriority } from 'node:os'
import { dirname } from 'node:path'
import { HttpError } from '../api/errors'
import { spreadsheetChildFile } from './spreadsheet-child-file'
import type { Cell, ParseAnswer, ParseLimits, ParseRequest, Sheet, SpreadsheetFormat } from './spreadsheet-types'

export type { Cell, Sheet, SpreadsheetFormat }

// Every uploaded spreadsheet (.xlsx, CSV, tab-delimited text) is parsed in a child process of its own, never in the
// server: a worker thread shares the process, and a V8 fatal error ("invalid size", out of memory) aborts the whole
// process. The child gets a heap limit, a time limit, an inflation cap and a row limit; hitting one is a 400/413
// naming it, and the server keeps answering meanwhile (the child runs at a lower CPU priority).

export interface SpreadsheetOptions extends Partial<Omit<ParseLimits, 'maxRows'>> {
  /** Most rows the file may have, as Excel numbers them (all sheets together). */
  maxRows: number
  /** The 413 of the row limit, worded for the caller's kind of file (default: "The file has N rows: at most M…"). */
  tooManyRows?: (rows: number) => string
  /** The form field the file came in (named in the 400's issues). */
  field?: string
  /** Heap limit of the child, in MB. */
  memoryMb?: number
  /** Time limit of the whole parse, in milliseconds. */
  timeoutMs?: number
}

export interface Spreadsheet {
  format: SpreadsheetFormat
  /** One per worksheet of a workbook; one, unnamed, for delimited text. */
  sheets: Sheet[]
}

const MB = 1024 * 1024
const DEFAULTS = {
  maxColumns: 1000,
  maxInflatedBytes: 100 * MB,
  advice: 'Send it as .xlsx, .csv or tab-delimited .txt/.tsv.',
  memoryMb: 256,
  timeoutMs: 20_000,
}
/** Parses at once; more wait their turn (each child takes a core and up to memoryMb). */
const MAX_PARALLEL = 2
/** Most of a child's stderr kept (to tell a crash from a kill). */
const STDERR_KEPT = 8192
/** Longest a child may take to load before the parse is given up (503). */
const STARTUP_MS = 60_000

let running = 0
const waiting: (() => void)[] = []

async function inTurn<T>(task: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve))
  running++
  try {
    return await task()
  } finally {
    running--
    waiting.shift()?.()
  }
}

/**
 * The sheets of an uploaded spreadsheet, parsed in a separate process within the limits given; numbers are kept as
 * the text written in the file. Throws an HttpError (400: not a usable spreadsheet; 413: a limit, named) otherwise.
 */
export function readSpreadsheet(bytes: Uint8Array, options: SpreadsheetOptions): Promise<Spreadsheet> {
  const settings = { ...DEFAULTS, ...options }
  const refuse = (status: 400 | 413, message: string) =>
    new HttpError(status, message, [{ path: settings.field ?? 'file', message }])
  return inTurn(async () => {
    const answer = await parseInChild(bytes, settings).catch((err: unknown) => {
      throw err instanceof LimitHit ? refuse(413, err.message) : err
    })
    if (answer.ok) return { format: answer.format, sheets: answer.sheets }
    const rowLimit = answer.rows !== undefined && options.tooManyRows
    throw refuse(answer.status, rowLimit ? options.tooManyRows!(answer.rows!) : answer.message)
  })
}

/** The child was killed at the time limit or crashed (out of memory, a V8 fatal error). */
class LimitHit extends Error {}

/** How a V8 fatal error ends a process (abort, or a trap on some builds), or what it writes first. */
const CRASH_SIGNALS = new Set(['SIGABRT', 'SIGTRAP', 'SIGILL', 'SIGSEGV', 'SIGBUS'])
const FATAL_OUTPUT = /out of memory|invalid size|FATAL ERROR|Fatal JavaScript/i

/** The child's answer; rejects with a LimitHit when it was killed or crashed, an Error when it could not run. */
async function parseInChild(bytes: Uint8Array, settings: typeof DEFAULTS & SpreadsheetOptions): Promise<ParseAnswer> {
  const file = await spreadsheetChildFile()
  return new Promise((resolve, reject) => {
    const child: ChildProcess = fork(file, [], {
      cwd: dirname(file),
      // Nothing of the server's environment (secrets, NODE_OPTIONS) reaches the parser.
      env: {},
      execArgv: [`--max-old-space-size=${settings.memoryMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    })
    let answer: ParseAnswer | undefined
    let timedOut: 'startup' | 'parse' | undefined
    let started = false
    let stderr = ''
    const stop = (afterMs: number, phase: 'startup' | 'parse') =>
      setTimeout(() => {
        timedOut = phase
        child.kill('SIGKILL')
      }, afterMs)
    // The time limit counts from when the child has loaded (a loaded machine may start it slowly).
    let timer = stop(STARTUP_MS, 'startup')
    try {
      if (child.pid !== undefined) setPriority(child.pid, 10)
    } catch {
      // Lowering the priority is a courtesy to other requests; parsing works without it.
    }
    child.stderr?.on('data', (chunk: Buffer) => {
      if (stderr.length < STDERR_KEPT) stderr += chunk.toString('utf8')
    })
    child.on('message', (message: 'ready' | ParseAnswer) => {
      if (message === 'ready') {
        if (started) return
        started = true
        clearTimeout(timer)
        timer = stop(settings.timeoutMs, 'parse')
        const { maxRows, maxColumns, maxInflatedBytes, headerPattern, advice } = settings
        const request: ParseRequest = { bytes, maxRows, maxColumns, maxInflatedBytes, headerPattern, advice }
        child.send(request, (err) => {
          if (err) child.kill('SIGKILL')
        })
        return
      }
      answer = message
      child.kill('SIGKILL')
    })
    child.once('error', () => {
      /* reported by 'exit' below, or by the send callback */
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      if (answer) return resolve(answer)
      if (timedOut === 'parse')
        return reject(
          new LimitHit(`Reading the file took longer than ${settings.timeoutMs / 1000} s, the limit for an upload.`),
        )
      if ((signal && CRASH_SIGNALS.has(signal)) || FATAL_OUTPUT.test(stderr))
        return reject(
          new LimitHit(`Reading the file needed more than the ${settings.memoryMb} MB of memory an upload may use.`),
        )
      if (timedOut === 'startup')
        return reject(new HttpError(503, 'The server is too busy to read the file now. Try again in a minute.'))
      reject(new Error(`The spreadsheet parser exited (${signal ?? code}) without an answer: ${stderr.slice(0, 500)}`))
    })
  })
}
