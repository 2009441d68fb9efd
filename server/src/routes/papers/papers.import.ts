import { SESSION_LIMITS } from '../../../../common/programme'
import { authorNames, type CmtRow } from './papers.cmt'
import { CmtPaper } from './papers.schemas'

// What a CMT import does with each row, decided before anything is written (the preview answers exactly this).

/** Longest CMT "Paper ID" kept (CMT's are numbers; anything longer is not one). */
const CMT_ID_MAX = 50

export type ImportAction = 'create' | 'update' | 'unchanged' | 'skip'

export interface ImportedPaper {
  cmtId: string
  heading: string
  authors: string[]
  content: string
  /** The CMT track (cut to the session track's length: the programme offers it as one); null when none. */
  track: string | null
  /** Private: never in public answers, pages, archives or search. */
  authorEmails: string[]
}

/** A paper already stored with a CMT id. */
export interface StoredPaper extends ImportedPaper {
  id: string
}

export interface PlannedRow {
  row: number
  sheet?: string
  cmtId: string | null
  heading: string
  action: ImportAction
  reason?: string
  /** The paper to write (create, update) and, for an update, the stored one. */
  paper?: ImportedPaper
  stored?: StoredPaper
}

export interface ImportPlan {
  rows: PlannedRow[]
  created: number
  updated: number
  unchanged: number
  skipped: number
}

/** "42", "0042" and "42.0" are one paper; other ids are kept as written. */
export function normaliseCmtId(value: string): string {
  const number = /^0*(\d+)(?:\.0*)?$/.exec(value)
  return number ? number[1]! || '0' : value
}

/** Only accepted papers are imported ("Accept", "Accept (Oral)", ...). */
const isAccepted = (status: string) => /^accept/i.test(status)

const sameAuthors = (a: string[], b: string[]) => a.length === b.length && a.every((name, i) => name === b[i])

/** Each row's action; `existing` holds the stored papers with the rows' CMT ids. */
export function planImport(source: CmtRow[], existing: Map<string, StoredPaper>): ImportPlan {
  const seen = new Map<string, number>()
  const rows = source.map((r): PlannedRow => {
    const at = { row: r.row, ...(r.sheet === undefined ? {} : { sheet: r.sheet }) }
    const cmtId = r.cmtId === '' ? null : normaliseCmtId(r.cmtId)
    const skip = (reason: string): PlannedRow => ({ ...at, cmtId, heading: r.heading, action: 'skip', reason })
    if (!isAccepted(r.status)) return skip(r.status === '' ? 'No status' : r.status)
    if (cmtId === null) return skip('Paper ID is empty.')
    if (cmtId.length > CMT_ID_MAX) return skip(`Paper ID must be at most ${CMT_ID_MAX} characters.`)
    const first = seen.get(cmtId)
    if (first !== undefined) return skip(`Paper ID ${cmtId} is also in row ${first}; that row is imported.`)
    seen.set(cmtId, r.row)
    const parsed = CmtPaper.safeParse({ heading: r.heading, authors: authorNames(r.authors), content: r.content })
    if (!parsed.success) return skip([...new Set(parsed.error.issues.map((issue) => issue.message))].join(' '))
    const track = r.track.slice(0, SESSION_LIMITS.track).trim() || null
    const paper = { cmtId, ...parsed.data, track, authorEmails: r.authorEmails }
    const stored = existing.get(cmtId)
    const planned = { ...at, cmtId, heading: paper.heading, paper }
    if (!stored) return { ...planned, action: 'create' }
    const same =
      stored.heading === paper.heading &&
      stored.content === paper.content &&
      sameAuthors(stored.authors, paper.authors) &&
      stored.track === paper.track &&
      // An export without the address columns leaves the stored addresses as they are.
      (paper.authorEmails.length === 0 || sameAuthors(stored.authorEmails, paper.authorEmails))
    return { ...planned, stored, action: same ? 'unchanged' : 'update' }
  })
  const count = (action: ImportAction) => rows.filter((r) => r.action === action).length
  return {
    rows,
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    skipped: count('skip'),
  }
}

const papersWord = (n: number) => `${n} ${n === 1 ? 'paper' : 'papers'}`

const rowsWord = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`
const and = (parts: (string | false)[]) => {
  const kept = parts.filter((p): p is string => !!p)
  return kept.length <= 1 ? (kept[0] ?? '') : `${kept.slice(0, -1).join(', ')} and ${kept.at(-1)}`
}

/**
 * The answer in one sentence, without the counts that are nought: "6 papers to import (all new); 2 rows
 * skipped.", "Imported 3 papers (2 added and 1 updated); 1 unchanged.", "Nothing to import: 2 rows skipped."
 */
export function importMessage(plan: ImportPlan, dryRun: boolean): string {
  const written = plan.created + plan.updated
  const rest = and([
    plan.unchanged > 0 && `${plan.unchanged} unchanged`,
    plan.skipped > 0 && `${rowsWord(plan.skipped)} skipped`,
  ])
  if (written === 0) return `${dryRun ? 'Nothing to import' : 'Nothing was imported'}${rest ? `: ${rest}` : ''}.`
  const kinds =
    plan.updated === 0
      ? dryRun
        ? 'all new'
        : 'all added'
      : plan.created === 0
        ? dryRun
          ? 'all updates'
          : 'all updated'
        : dryRun
          ? `${plan.created} new and ${plan.updated} to update`
          : `${plan.created} added and ${plan.updated} updated`
  const head = dryRun ? `${papersWord(written)} to import (${kinds})` : `Imported ${papersWord(written)} (${kinds})`
  return `${head}${rest ? `; ${rest}` : ''}.`
}

/** The answer's rows: what was (or would be) done with each, without the papers themselves. */
export function answerRows(plan: ImportPlan) {
  return plan.rows.map(({ row, sheet, cmtId, heading, action, reason, paper }) => ({
    row,
    ...(sheet === undefined ? {} : { sheet }),
    cmtId,
    heading,
    authors: paper?.authors ?? [],
    track: paper?.track ?? null,
    action,
    ...(reason === undefined ? {} : { reason }),
  }))
}
