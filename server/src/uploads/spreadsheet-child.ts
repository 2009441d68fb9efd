import { parseSpreadsheet } from './spreadsheet-parse'
import type { ParseAnswer, ParseRequest } from './spreadsheet-types'

// Entry of the child process that parses one uploaded spreadsheet (forked by spreadsheet-sandbox.ts, bundled as
// dist/spreadsheet-child.js). It answers once over IPC and exits; a crash here (out of memory, a V8 fatal error)
// ends only this process.

function answer(message: ParseAnswer) {
  process.send?.(message, () => process.exit(0))
}

process.once('message', (request: ParseRequest) => {
  parseSpreadsheet(request).then(answer, () =>
    answer({
      ok: false,
      status: 400,
      message: 'The file could not be read as a spreadsheet. Open it in Excel and save it again.',
    }),
  )
})
process.on('disconnect', () => process.exit(0))
