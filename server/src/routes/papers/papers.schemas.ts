import { z } from '@hono/zod-openapi'
import { MAX_IMPORT_BYTES } from '../../../../common/field-rules'
import { LIMITS, listEnvelope, optionalHttpUrl, requiredText, textList } from '../../lib/fields'

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
      createdAt: '2025-01-10T09:30:00.000Z',
    },
  })

export const PaperList = listEnvelope(Paper, 'PaperList')

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
      description: `CMT's Submissions export: .xlsx, .csv or tab-delimited .txt/.tsv, at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`,
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
      message: 'Imported 3 papers: 2 added, 1 updated. 1 unchanged, 2 skipped.',
      dryRun: false,
      created: 2,
      updated: 1,
      unchanged: 1,
      skipped: 2,
      rows: [
        { row: 2, cmtId: '12', heading: 'Adaptive control of grid-forming inverters', action: 'create' },
        { row: 3, cmtId: '15', heading: 'Battery ageing under fast charging', action: 'create' },
        { row: 4, cmtId: '21', heading: 'Wide-area protection with PMUs', action: 'update' },
        { row: 5, cmtId: '27', heading: 'Solar forecasting with satellite images', action: 'unchanged' },
        { row: 6, cmtId: '30', heading: 'A study of something else', action: 'skip', reason: 'Reject' },
        {
          row: 7,
          cmtId: '31',
          heading: '',
          action: 'skip',
          reason: 'Paper Title is required.',
        },
      ],
    },
  })
