import { createRoute } from '@hono/zod-openapi'
import { bodyLimit } from 'hono/body-limit'
import { MAX_IMPORT_BYTES } from '../../../../common/field-rules'
import { IdParam, MessageSchema } from '../../api/fields'
import { adminSecurity, requireAdmin } from '../../api/require-admin'
import { errorsOf, jsonBody, jsonResponse } from '../../api/route-responses'
import { TOO_LARGE_IMPORT } from './papers.cmt'
import {
  PAPERS_PAGE_BY_DEFAULT,
  PaperCreated,
  PaperImportForm,
  PaperImportQuery,
  PaperImportResult,
  PaperInput,
  PaperList,
  PaperListQuery,
  PaperUpdated,
} from './papers.schemas'

const tags = ['Papers']

export const addPaper = createRoute({
  method: 'post',
  path: '/papers/add',
  operationId: 'addPaper',
  tags,
  summary: 'Add a paper (Highlights)',
  description:
    "`authors` may be a list or one comma-separated text. `link` is optional; it must be written as an absolute http(s) URL with a host (`https://host/...`) and is stored normalised, as the parsed URL's href (`HTTPS://Example.org` becomes `https://example.org/`). Anything else (`http:alert(1)`, `https:/\\evil.example`, `http://` alone, credentials in the URL) is refused with 400.",
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { body: jsonBody(PaperInput) },
  responses: {
    201: jsonResponse('The paper is added.', PaperCreated),
    ...errorsOf(400, 401, 413, 415, 503),
  },
})

export const updatePaper = createRoute({
  method: 'put',
  path: '/papers/update/{id}',
  operationId: 'updatePaper',
  tags,
  summary: 'Correct a paper',
  description:
    "The add body, with the add's rules; every field is replaced (a `link` left out or empty removes it). The paper " +
    'keeps its id, its place in the lists and in the programme, and its CMT id.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam, body: jsonBody(PaperInput) },
  responses: {
    200: jsonResponse('The paper is corrected.', PaperUpdated),
    ...errorsOf(400, 401, 404, 413, 415, 503),
  },
})

export const listPapers = createRoute({
  method: 'get',
  path: '/papers/all',
  operationId: 'listPapers',
  security: [],
  tags,
  summary: 'List papers, newest first',
  description:
    `The earlier site's envelope. Without \`limit\`, a list of more than ${PAPERS_PAGE_BY_DEFAULT} papers is answered ` +
    `its first ${PAPERS_PAGE_BY_DEFAULT} (\`pageSize\` ${PAPERS_PAGE_BY_DEFAULT}, \`totalPages\` above 1): page ` +
    'through it with `skip` and `limit`.',
  request: { query: PaperListQuery },
  responses: {
    200: jsonResponse('A page of papers.', PaperList),
    ...errorsOf(400, 503),
  },
})

export const deletePaper = createRoute({
  method: 'delete',
  path: '/papers/delete/{id}',
  operationId: 'deletePaper',
  tags,
  summary: 'Delete a paper',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam },
  responses: {
    200: jsonResponse('The paper is deleted.', MessageSchema),
    ...errorsOf(401, 404, 503),
  },
})

/** The import's own limit: the file plus multipart framing (a file just under it is then refused by its size). */
const importBodyLimit = bodyLimit({
  maxSize: MAX_IMPORT_BYTES + 64 * 1024,
  onError: (c) => c.json({ message: TOO_LARGE_IMPORT }, 413),
})

export const importPapers = createRoute({
  method: 'post',
  path: '/papers/import',
  operationId: 'importPapers',
  tags,
  summary: 'Import accepted papers from a CMT Submissions export',
  description:
    "Send `multipart/form-data` with one field `file`: Microsoft CMT's Submissions export (Chair console → Actions → " +
    'Export to Excel, or Export to Tab Delimited), as `.xlsx`, `.csv` or tab-delimited `.txt`/`.tsv`, at most 5 MB. ' +
    'What the file is comes from its bytes, not its name. A title row may stand above the header row; every sheet ' +
    "of a workbook with CMT's headers is read (one per track). Columns are found by CMT's header names, ignoring " +
    'case and spaces: "Paper ID" → `cmtId`, "Paper Title" → `heading`, "Author Names" → `authors` (names ' +
    'separated by `;`, a trailing `*` and a parenthesised affiliation dropped), "Abstract" → `content`, and ' +
    '"Status": only rows whose status starts with "Accept" are imported, the others are skipped with their status ' +
    'as the reason.\n\n' +
    'A row whose CMT id is already a paper updates it when its title, authors or abstract differ (`update`), and ' +
    'is left alone otherwise (`unchanged`), so importing the same file again creates nothing. Rows that break the ' +
    "papers' field rules (the title at most 500 characters, at most 50 authors of at most 200 characters, the " +
    'abstract at most 10,000), repeat a Paper ID or have none are skipped with the reason. The import is one ' +
    'transaction, recorded as one audit entry. `?dryRun=true` answers the same rows and counts and writes nothing ' +
    '(the preview).\n\n' +
    'An empty file, one that is not a spreadsheet (an image, a PDF, an old `.xls`), a missing column (named in the ' +
    "message), a damaged workbook (its ZIP entries disagreeing with its directory) or a cell beyond Excel's limits " +
    '(row 1,048,576, column XFD), or a file without any paper row: 400 with `issues` on `file`. Over 5 MB, over ' +
    '5,000 papers (the message gives the number), a workbook unpacking to more than 100 MB, or a parse over its ' +
    'memory (256 MB) or time (20 s) limit: 413 naming the limit. The file is parsed in a separate process. Not ' +
    'multipart: 415. In every such case nothing is written.',
  security: adminSecurity,
  middleware: [requireAdmin, importBodyLimit] as const,
  request: {
    query: PaperImportQuery,
    body: { required: true, content: { 'multipart/form-data': { schema: PaperImportForm } } },
  },
  responses: {
    200: jsonResponse('What was imported (or, with `dryRun=true`, what would be), row by row.', PaperImportResult),
    ...errorsOf(400, 401, 413, 415, 503),
  },
})
