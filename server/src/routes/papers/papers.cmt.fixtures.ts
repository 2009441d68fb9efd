import writeXlsxFile from 'write-excel-file/node'

// Files in the layout of Microsoft CMT's Submissions export, for the import's tests and the bench: CMT's columns in
// its order (the ones read and a few that are not), a title row above the header row in the workbook.

export interface CmtSubmission {
  id: number | string
  title: string
  abstract: string
  /** "Author Names" as CMT writes it: `Name (Affiliation)*; Name (Affiliation)`. */
  authors: string
  status: string
  track?: string
}

/** An accepted submission with short fields, titled by its id: `extra` sets the fields a test is about. */
export const accepted = (id: number, extra: Partial<CmtSubmission> = {}): CmtSubmission => ({
  id,
  title: `Paper ${id}`,
  abstract: 'Text.',
  authors: 'A. B',
  status: 'Accept',
  ...extra,
})

export const CMT_HEADER = [
  'Paper ID',
  'Created',
  'Last Modified',
  'Paper Title',
  'Abstract',
  'Primary Contact Author Name',
  'Primary Contact Author Email',
  'Author Names',
  'Author Emails',
  'Track Name',
  'Primary Subject Area',
  'Status',
  'Files',
]

export function cmtCells(s: CmtSubmission): string[] {
  const firstAuthor = s.authors.split(';')[0]?.replace(/\(.*$/, '').replace('*', '').trim() ?? ''
  return [
    String(s.id),
    '1/10/2026 9:30:00 AM',
    '1/12/2026 4:05:00 PM',
    s.title,
    s.abstract,
    firstAuthor,
    'author@example.org',
    s.authors,
    'author@example.org; second@example.org',
    s.track ?? 'Main Track',
    'Power Systems',
    s.status,
    `${s.id}.pdf`,
  ]
}

/** One field of a delimited file, quoted when it holds the delimiter, a quote or a line break (as Excel does). */
function field(value: string, delimiter: string): string {
  return value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

/** A CSV as Excel saves it: UTF-8 with a byte-order mark, CRLF, quoted where needed; `header` rows first. */
export function cmtCsv(submissions: CmtSubmission[], options: { delimiter?: string; titleRow?: boolean } = {}) {
  const delimiter = options.delimiter ?? ','
  const rows = [...(options.titleRow ? [['Submissions']] : []), CMT_HEADER, ...submissions.map(cmtCells)]
  return `\uFEFF${rows.map((row) => row.map((v) => field(v, delimiter)).join(delimiter)).join('\r\n')}\r\n`
}

/** CMT's "Export to Tab Delimited": tab-separated, a title row above the header. */
export function cmtTsv(submissions: CmtSubmission[]) {
  return cmtCsv(submissions, { delimiter: '\t', titleRow: true })
}

/** CMT's "Export to Excel": a title row, the header, one row per submission; Paper IDs as numbers. */
export async function cmtXlsx(
  submissions: CmtSubmission[],
  options: { sheets?: { name: string; submissions: CmtSubmission[] }[] } = {},
): Promise<Uint8Array> {
  const sheetData = (list: CmtSubmission[]) => [
    [{ value: 'Submissions' }],
    CMT_HEADER.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...list.map((s) =>
      cmtCells(s).map((value, i) =>
        i === 0 && /^\d+$/.test(value) ? { value: Number(value), type: Number } : { value, type: String },
      ),
    ),
  ]
  const sheets = options.sheets ?? [{ name: 'Submissions', submissions }]
  const buffer = await writeXlsxFile(sheets.map((s) => ({ data: sheetData(s.submissions), sheet: s.name }))).toBuffer()
  return new Uint8Array(buffer)
}
