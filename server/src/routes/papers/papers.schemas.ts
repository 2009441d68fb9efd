import { z } from '@hono/zod-openapi'
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '../../../../common/field-rules'
import { LIMITS, listEnvelope, optionalHttpUrl, PaginationQuery, requiredText, textList } from '../../api/fields'
import { SEARCH_TEXT_MAX } from '../../cache/keys'

/** Longest paper heading, in characters. */
export const HEADING_MAX = 500

export const PaperInput = z
  .object({
    heading: requiredText('Heading', HEADING_MAX),
    authors: textList('Authors', { required: true, example: ['A. Kumar', 'S. Singh'] }),
    link: optionalHttpUrl('Link'),
    content: requiredText('Content', LIMITS.text),
  })
  .openapi('PaperInput', {
    example: {
      heading: 'Adaptive control of grid-forming inverters',
      authors: ['A. Kumar', 'S. Singh'],
      link: 'https://example.org/papers/42',
      content: 'We propose an adaptive controller that keeps weak grids stable under fast load changes.',
    },
  })

export const Paper = z
  .object({
    _id: z.uuid(),
    heading: z.string(),
    authors: z.array(z.string()),
    link: z.string().nullable(),
    content: z.string(),
    cmtId: z.string().nullable().openapi({
      description:
        'The paper\'s "Paper ID" in Microsoft CMT when it came from a CMT import; null for papers added by hand.',
      example: '42',
    }),
    track: z.string().nullable().openapi({
      description: 'The CMT track the paper was accepted in (imported); null when unknown. The programme offers it.',
      example: 'Renewable Energy',
    }),
    createdAt: z.iso.datetime(),
  })
  .openapi('Paper', {
    example: {
      _id: '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f',
      heading: 'Adaptive control of grid-forming inverters',
      authors: ['A. Kumar', 'S. Singh'],
      link: 'https://example.org/papers/42',
      content: 'We propose an adaptive controller that keeps weak grids stable under fast load changes.',
      cmtId: '42',
      track: 'Renewable Energy',
      createdAt: '2025-01-10T09:30:00.000Z',
    },
  })

export const PaperList = listEnvelope(Paper, 'PaperList')

/**
 * Papers in one answer without `limit` (issue 50): a list past this is answered in pages of this size, so an
 * anonymous request costs at most this many papers however many were imported.
 */
export const PAPERS_PAGE_BY_DEFAULT = 500

export const PaperListQuery = PaginationQuery.extend({
  q: z
    .string()
    // The cache keys a longer text never, so the route refuses it.
    .max(SEARCH_TEXT_MAX, `q must be at most ${SEARCH_TEXT_MAX} characters.`)
    .optional()
    .openapi({
      param: { name: 'q', in: 'query' },
      example: 'inverter',
      description:
        'Only the papers whose CMT id, title or an author contains this text (any case), newest first, paged as ' +
        'the whole list is. Empty (or only spaces): every paper.',
    }),
  limit: PaginationQuery.shape.limit.openapi({
    param: { name: 'limit', in: 'query' },
    example: '15',
    description:
      `Papers per page (1–1000). Without it, every paper while there are at most ${PAPERS_PAGE_BY_DEFAULT} ` +
      `(\`pageSize\` = \`totalCount\`), else the first ${PAPERS_PAGE_BY_DEFAULT} from \`skip\`: \`totalPages\` above 1 ` +
      `says to ask for the rest (\`skip\` = ${PAPERS_PAGE_BY_DEFAULT}, 1000… with \`limit=${PAPERS_PAGE_BY_DEFAULT}\`).`,
  }),
})

export const PaperCreated = z
  .object({ message: z.string().openapi({ example: 'Paper added successfully.' }), paper: Paper })
  .openapi('PaperCreated')

export const PaperUpdated = z
  .object({ message: z.string().openapi({ example: 'Paper updated successfully.' }), paper: Paper })
  .openapi('PaperUpdated')

/**
 * A paper as a CMT row gives it, checked by the rules of PaperInput (the same caps), with messages that name CMT's
 * columns: a row that breaks them is skipped with the message as its reason.
 */
export const CmtPaper = z.object({
  heading: requiredText('Paper Title', HEADING_MAX),
  authors: textList('Author Names', { required: true, example: ['A. Kumar', 'S. Singh'] }),
  content: requiredText('Abstract', LIMITS.text),
})

export const PaperImportQuery = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false.' })
    .optional()
    .openapi({
      param: { name: 'dryRun', in: 'query' },
      example: 'true',
      description: '`true`: answer what the import would do, and write nothing (the preview).',
    }),
})

/** Documented only: the handler reads the multipart body itself so every failure has our JSON shape. */
export const PaperImportForm = {
  type: 'object' as const,
  required: ['file'],
  properties: {
    file: {
      type: 'string' as const,
      format: 'binary',
      description: `CMT's Submissions export: .xlsx, .csv or tab-delimited .txt/.tsv, at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB and ${MAX_IMPORT_ROWS.toLocaleString('en-US')} papers.`,
    },
  },
}

export const PaperImportRow = z
  .object({
    row: z.number().int().openapi({ description: 'The row number in the file (as a spreadsheet shows it).' }),
    sheet: z
      .string()
      .optional()
      .openapi({ description: "The worksheet, when the workbook has several (CMT's one per track)." }),
    cmtId: z.string().nullable().openapi({ description: 'The row\'s "Paper ID"; null when it has none.' }),
    heading: z.string().openapi({ description: 'The row\'s "Paper Title" (may be empty on a skipped row).' }),
    authors: z
      .array(z.string())
      .openapi({ description: 'The authors read from "Author Names" (empty on a skipped row).' }),
    track: z.string().nullable().openapi({
      description: '"Track Name", else the sheet of a workbook with one sheet per track; null when neither.',
    }),
    action: z.enum(['create', 'update', 'unchanged', 'skip']).openapi({
      description:
        "`create`: a new paper; `update`: the paper with this CMT id gets the row's title, authors and abstract; `unchanged`: it has them already; `skip`: not imported (see `reason`).",
    }),
    reason: z.string().optional().openapi({ description: 'Why a row is skipped.' }),
  })
  .openapi('PaperImportRow')

export const PaperImportResult = z
  .object({
    message: z.string(),
    dryRun: z.boolean().openapi({ description: 'true when nothing was written (the preview).' }),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    skipped: z.number().int(),
    rows: z.array(PaperImportRow),
  })
  .openapi('PaperImportResult', {
    example: {
      message: 'Imported 3 papers (2 added and 1 updated); 1 unchanged and 2 rows skipped.',
      dryRun: false,
      created: 2,
      updated: 1,
      unchanged: 1,
      skipped: 2,
      rows: [
        {
          row: 2,
          cmtId: '12',
          heading: 'Adaptive control of grid-forming inverters',
          authors: ['A. Kumar'],
          track: 'Renewable Energy',
          action: 'create',
        },
        {
          row: 3,
          cmtId: '15',
          heading: 'Battery ageing under fast charging',
          authors: ['A. Kumar'],
          track: 'Renewable Energy',
          action: 'create',
        },
        {
          row: 4,
          cmtId: '21',
          heading: 'Wide-area protection with PMUs',
          authors: ['A. Kumar'],
          track: 'Renewable Energy',
          action: 'update',
        },
        {
          row: 5,
          cmtId: '27',
          heading: 'Solar forecasting with satellite images',
          authors: ['A. Kumar'],
          track: 'Renewable Energy',
          action: 'unchanged',
        },
        {
          row: 6,
          cmtId: '30',
          heading: 'A study of something else',
          authors: [],
          track: null,
          action: 'skip',
          reason: 'Reject',
        },
        {
          row: 7,
          cmtId: '31',
          heading: '',
          authors: [],
          track: null,
          action: 'skip',
          reason: 'Paper Title is required.',
        },
      ],
    },
  })
